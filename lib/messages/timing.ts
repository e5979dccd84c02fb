import { indiaClock, indiaDate, indiaInstant, minuteOfDay } from '@/lib/locale/india';
import type { Env } from '@/lib/env/schema';

// When each message of a booking is due. Pure: every rule takes the clock as an
// argument, so the tests run them at any hour of any day.

/** No message between these India times (minutes of the day), but a preparation that must come. */
export const QUIET_FROM = 21 * 60;
export const QUIET_UNTIL = 8 * 60;
/** The evening before a slot, when its preparation reminder goes. */
export const EVENING_REMINDER = 19 * 60;
/** The last reminder, with the map link, this long before the slot. */
export const BEFORE_SLOT_MS = 2 * 3_600_000;
/** A fasting patient hears at least this long before they must stop eating. */
const FASTING_NOTICE_MS = 3_600_000;

export function inQuietHours(at: Date): boolean {
  const m = minuteOfDay(at);
  return m >= QUIET_FROM || m < QUIET_UNTIL;
}

/** `at`, or 8:00 AM India time after it when `at` falls in quiet hours. */
export function outsideQuietHours(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const today = indiaDate(at);
  const morning = indiaInstant(today, QUIET_UNTIL);
  return morning.getTime() > at.getTime() ? morning : new Date(morning.getTime() + 86_400_000);
}

export interface Preparation {
  isFastingRequired: boolean;
  fastingHours: number | null;
}

/** When a fasting patient must stop eating, or null for a test without fasting. */
export function stopEatingAt(slot: Date, test: Preparation): Date | null {
  if (!test.isFastingRequired) return null;
  return new Date(slot.getTime() - (test.fastingHours ?? 8) * 3_600_000);
}

export interface ReminderPlan {
  /** The preparation reminder; `exempt` when it must come even in quiet hours. */
  preparation: { at: Date; exempt: boolean } | null;
  /** Two hours before, with the map link; none when that falls in quiet hours or has passed. */
  beforeSlot: Date | null;
}

/**
 * The reminders of a slot booked (or moved) at `now`. The preparation reminder goes the
 * evening before (7 PM; earlier when fasting starts before 8 PM), or at once when that has
 * passed; a fasting one sent late comes even in quiet hours, since waiting until morning
 * would come after the fast began. One that would only arrive with the 2-hour reminder is
 * left to it.
 */
export function planReminders(slot: Date, test: Preparation, now: Date): ReminderPlan {
  const dayBefore = new Date(Date.parse(`${indiaDate(slot)}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  let evening = indiaInstant(dayBefore, EVENING_REMINDER);
  const stop = stopEatingAt(slot, test);
  if (stop && stop.getTime() - FASTING_NOTICE_MS < evening.getTime()) {
    evening = new Date(stop.getTime() - FASTING_NOTICE_MS);
  }
  const before = new Date(slot.getTime() - BEFORE_SLOT_MS);
  const beforeSlot = before.getTime() > now.getTime() && !inQuietHours(before) ? before : null;

  let preparation: ReminderPlan['preparation'] = null;
  if (evening.getTime() > now.getTime()) {
    preparation = { at: outsideQuietHours(evening), exempt: false };
    if (preparation.at.getTime() >= slot.getTime()) preparation = null;
  } else if (stop && slot.getTime() - now.getTime() > FASTING_NOTICE_MS) {
    preparation = { at: now, exempt: true };
  } else {
    const at = outsideQuietHours(now);
    const lastUseful = beforeSlot ?? slot;
    if (at.getTime() < lastUseful.getTime() - 30 * 60_000) preparation = { at, exempt: false };
  }
  return { preparation, beforeSlot };
}

/** Call hours ('09:00-21:00') as minutes of the India day. */
function callHoursSpan(hours: string): [from: number, until: number] {
  return hours.split('-').map((t) => {
    const [h, m] = t.split(':').map(Number);
    return h! * 60 + m!;
  }) as [number, number];
}

/** Whether `at` is within call hours ('09:00-21:00', India time; a span may cross midnight). */
export function withinCallHours(at: Date, hours: string): boolean {
  const [from, until] = callHoursSpan(hours);
  const minute = minuteOfDay(at);
  return from <= until ? minute >= from && minute < until : minute >= from || minute < until;
}

/** The instant `minutes` into the India day after `at` (or `at`'s own day when still ahead). */
function nextMinuteOfDay(at: Date, minutes: number): Date {
  const today = indiaInstant(indiaDate(at), minutes);
  return today.getTime() > at.getTime() ? today : new Date(today.getTime() + 86_400_000);
}

/** When call hours next open after `at` (call hours that are open at `at` opened before it). */
export function nextCallHoursOpening(at: Date, hours: string): Date {
  return nextMinuteOfDay(at, callHoursSpan(hours)[0]);
}

/** When the call hours open at `at` close. */
function callHoursClosing(at: Date, hours: string): Date {
  return nextMinuteOfDay(at, callHoursSpan(hours)[1]);
}

export interface CallBackPromise {
  /** Hours agents call in ('09:00-21:00', India time). */
  callHours: string;
  /** A request within call hours is called within this many minutes, */
  callBackMinutes: number;
  /** and one outside them (or too near their end) this many minutes after they open. */
  openingMinutes: number;
}

/**
 * The time a call-back asked for at `at` is promised by: within CALL_BACK_MINUTES when agents
 * are calling until then; else a stated time after call hours open ("by 10 AM tomorrow"), which
 * is what a request at 8:55 PM or 2 AM can honestly be told.
 */
export function callBackDeadline(at: Date, promise: CallBackPromise): Date {
  const soon = new Date(at.getTime() + promise.callBackMinutes * 60_000);
  if (
    withinCallHours(at, promise.callHours) &&
    soon.getTime() <= callHoursClosing(at, promise.callHours).getTime()
  ) {
    return soon;
  }
  const opening = nextCallHoursOpening(at, promise.callHours);
  return new Date(opening.getTime() + promise.openingMinutes * 60_000);
}

/** "10:00 PM" */
export function clock12(at: Date): string {
  const clock = indiaClock(at);
  const h = clock.getUTCHours();
  const m = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "tonight", "today" or "tomorrow": the stop time as the reminder's reader says it. */
export function whenSaid(at: Date, from: Date): string {
  if (indiaDate(at) !== indiaDate(from)) return 'tomorrow';
  return minuteOfDay(at) >= 17 * 60 ? 'tonight' : 'today';
}

/** The deployment's call-back promise, from its settings. */
export function callBackPromise(
  env: Pick<Env, 'CALL_HOURS' | 'CALL_BACK_MINUTES' | 'CALL_BACK_OPENING_MINUTES'>,
): CallBackPromise {
  return {
    callHours: env.CALL_HOURS,
    callBackMinutes: env.CALL_BACK_MINUTES,
    openingMinutes: env.CALL_BACK_OPENING_MINUTES,
  };
}
