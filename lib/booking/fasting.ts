import { indiaTime } from '@/lib/locale/india';

/** A wait as days, hours and minutes: days and hours past a day, hours and minutes below. */
export type Span = { days: number; hours: number; minutes: number };

function spanOf(ms: number): Span {
  const total = Math.max(1, Math.round(ms / 60_000));
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

/** Where the patient stands: fasting ahead, fasting now, or the slot passed. */
export type FastingState =
  | { kind: 'passed' }
  | { kind: 'slotIn'; toSlot: Span }
  | { kind: 'stopEating'; at: string; toFast: Span }
  | { kind: 'fastingNow'; toSlot: Span };

export function fastingState(slot: Date, fastingHours: number | null, now: Date): FastingState {
  const toSlot = slot.getTime() - now.getTime();
  if (toSlot <= 0) return { kind: 'passed' };
  if (fastingHours === null) return { kind: 'slotIn', toSlot: spanOf(toSlot) };
  const fastFrom = new Date(slot.getTime() - fastingHours * 3_600_000);
  const toFast = fastFrom.getTime() - now.getTime();
  if (toFast > 0) return { kind: 'stopEating', at: indiaTime(fastFrom), toFast: spanOf(toFast) };
  return { kind: 'fastingNow', toSlot: spanOf(toSlot) };
}

/** The sentence of a state, in the words `t` gives (the booking messages' `fasting.*`). */
export function fastingSentence(
  state: FastingState,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  const span = (s: Span) =>
    s.days > 0
      ? t('fasting.span.days', { days: s.days, hours: s.hours })
      : s.hours > 0
        ? t('fasting.span.hours', { hours: s.hours, minutes: s.minutes })
        : t('fasting.span.minutes', { minutes: s.minutes });
  switch (state.kind) {
    case 'passed':
      return t('fasting.passed');
    case 'slotIn':
      return t('fasting.slotIn', { span: span(state.toSlot) });
    case 'stopEating':
      return t('fasting.stopEating', { time: state.at, span: span(state.toFast) });
    case 'fastingNow':
      return t('fasting.fastingNow', { span: span(state.toSlot) });
  }
}
