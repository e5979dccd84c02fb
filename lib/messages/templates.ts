import sanitizeHtml from 'sanitize-html';
import { SITE_NAME } from '@/lib/env/site';
import { indiaDateLabel } from '@/lib/locale/india';
import { mapLink } from '@/lib/booking/client';
import type { MessageKind } from './kinds';
import { clock12, stopEatingAt, whenSaid, type Preparation } from './timing';

// Every patient message's words, in one place (issue 17): short and plain, the time in India
// time, and the booking's link. The stop link ends each one (issue 18).

export interface BookingFacts {
  reference: string;
  test: string;
  centre: string;
  address: string;
  service: 'walkin' | 'home-service';
  slot: Date;
  preparation: Preparation & { preparationHtml: string | null };
  /** The booking's page, absolute. */
  link: string;
  /** The centre's reason, when it declined or cancelled. */
  reason?: string | null;
  /** The technician's name and masked number, once assigned. */
  technician?: { name: string; phone: string } | null;
  /** The credit a late home collection earned (rupees). */
  credit?: number;
}

export interface MessageFacts {
  booking?: BookingFacts;
  /** The call-me promise (call_me_ack). */
  callWithinMinutes?: number;
  /** The 'stop reminders' link, absolute. */
  stopLink: string;
  /** When the message is sent: 'tonight' and 'tomorrow' are said from here. */
  now: Date;
}

const when = (at: Date) => `${indiaDateLabel(at)}, ${clock12(at)}`;

function bring(b: BookingFacts): string {
  return b.service === 'home-service'
    ? "Keep a photo ID and your doctor's prescription (if any) ready for the technician."
    : "Bring a photo ID and your doctor's prescription (if any).";
}

/** The test's own preparation as one plain line, at most 160 characters. */
function preparationText(b: BookingFacts): string | null {
  const html = b.preparation.preparationHtml;
  if (!html) return null;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

function fastingLine(b: BookingFacts, now: Date): string | null {
  const stop = stopEatingAt(b.slot, b.preparation);
  if (!stop) return null;
  if (stop.getTime() <= now.getTime())
    return 'Do not eat or drink anything but water until your test.';
  return `Stop eating and drinking anything but water after ${clock12(stop)} ${whenSaid(stop, now)}.`;
}

const lines = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => Boolean(p)).join('\n');

/** The text of one message, or throws when its facts are missing (a planning bug). */
export function messageText(kind: MessageKind, facts: MessageFacts): string {
  const stop = `Stop reminders: ${facts.stopLink}`;
  if (kind === 'call_me_ack') {
    return lines(
      `${SITE_NAME}: we have your request and will call you within ${facts.callWithinMinutes} minutes.`,
      stop,
    );
  }
  const b = facts.booking;
  if (!b) throw new Error(`${kind} needs its booking`);
  const head = `${SITE_NAME} ${b.reference}: ${b.test} at ${b.centre}`;
  switch (kind) {
    case 'booking_received':
      return lines(
        `${head}, ${when(b.slot)} (India time). We have your booking.`,
        bring(b),
        `See or cancel it: ${b.link}`,
        stop,
      );
    case 'preparation':
      return lines(
        `${head}, ${when(b.slot)}.`,
        fastingLine(b, facts.now),
        preparationText(b) ??
          (b.preparation.isFastingRequired ? null : 'No special preparation is needed.'),
        bring(b),
        b.link,
        stop,
      );
    case 'before_slot':
      return lines(
        b.service === 'home-service'
          ? `${head}: our technician comes at ${clock12(b.slot)} today.`
          : `${head}: your test is at ${clock12(b.slot)} today. Map: ${mapLink(b.address)}`,
        b.link,
        stop,
      );
    case 'cancelled':
      return lines(`${head}, ${when(b.slot)}, is cancelled.`, `Book again: ${b.link}`, stop);
    case 'rescheduled':
      return lines(`${head} has moved to ${when(b.slot)}.`, b.link, stop);
    case 'accepted':
      return lines(`${head}, ${when(b.slot)}: the centre has accepted your booking.`, b.link, stop);
    case 'declined':
      return lines(
        `${head}, ${when(b.slot)}: the centre cannot take this booking${b.reason ? ` (${b.reason})` : ''}.`,
        `Nothing is charged. Pick another time or centre: ${b.link}`,
        stop,
      );
    case 'technician':
      return lines(
        `${head}: ${b.technician?.name ?? 'a technician'} (${b.technician?.phone ?? ''}) will collect your sample, ${when(b.slot)}.`,
        b.link,
        stop,
      );
    case 'on_the_way':
      return lines(
        `${head}: ${b.technician?.name ?? 'your technician'} is on the way.`,
        b.link,
        stop,
      );
    case 'report_ready':
      return lines(`${head}: your report is ready. Log in to download it: ${b.link}`, stop);
    case 'late':
      return lines(
        `${head}: we are sorry, the sample was not collected in your time window.`,
        b.credit
          ? `Rs ${b.credit} is taken off your next booking, no claim needed. Rebook: ${b.link}`
          : `Rebook: ${b.link}`,
        stop,
      );
  }
}
