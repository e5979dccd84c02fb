import sanitizeHtml from 'sanitize-html';
import { SITE_NAME } from '@/lib/env/site';
import { mapLink } from '@/lib/catalog/map-link';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/translator';
import type { MessageKind } from './kinds';
import { clockIn, whenIn } from './dates';
import { stopEatingAt, whenSaid, type Preparation } from './timing';
import type { InstructionId } from '@/lib/safety/client';

// Every patient message, SMS or WhatsApp, in the patient's language: the words are
// ICU messages of the `sms` namespace (lib/i18n/messages/<code>/sms.json), short and plain,
// the time in India time, and the booking's link. The stop link ends each one. What
// each costs in SMS parts, at its longest, is checked by segments.test.ts (docs/sms-segments.md).

export interface BookingFacts {
  reference: string;
  test: string;
  centre: string;
  address: string;
  service: 'walkin' | 'home-service';
  slot: Date;
  preparation: Preparation & { preparationHtml: string | null };
  /**
   * This patient's own preparation from their pre-visit answers (lib/safety): said instead of
   * the test's general line, one short line each; the booking's page has them in full.
   */
  tailored?: InstructionId[];
  /** The booking's page, absolute. */
  link: string;
  /**
   * A message to the family member the booking is for: the masked number of the account holder
   * who booked it, so the member knows who did.
   */
  bookedBy?: string | null;
  /** The centre's reason, when it declined or cancelled. */
  reason?: string | null;
  /** The technician's name and masked number, once assigned. */
  technician?: { name: string; phone: string } | null;
  /** The credit a late home collection earned (rupees). */
  credit?: number;
  /** The report-ready message's own link to the report, absolute, and the days it works. */
  reportLink?: { link: string; days: number };
  /** The report's promise: when it was due, the centre's new time if given, its credit (rupees). */
  report?: { dueAt: Date | null; newDueAt: Date | null; credit: number };
}

export interface MessageFacts {
  booking?: BookingFacts;
  /**
   * The call-me promise (call_me_ack): within so many minutes, or by a stated time when the
   * request came outside call hours (lib/messages/timing.ts callBackDeadline).
   */
  callBack?: { minutes: number } | { by: Date };
  /** The 'stop reminders' link, absolute. */
  stopLink: string;
  /** When the message is sent: 'tonight' and 'tomorrow' are said from here. */
  now: Date;
  /** The booking's (or the call-back's) language; English when not said. */
  language?: Locale;
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

function fastingLine(t: Translate, language: Locale, b: BookingFacts, now: Date): string | null {
  const stop = stopEatingAt(b.slot, b.preparation);
  if (!stop) return null;
  if (stop.getTime() <= now.getTime()) return t('fastNow');
  return t('fastFrom', { time: clockIn(language, stop), day: whenSaid(stop, now) });
}

function tailoredLines(language: Locale, tailored: InstructionId[]): string {
  const safety = translatorFor(language, 'safety');
  return tailored.map((id) => safety(`sms.${id}`)).join('\n');
}

const lines = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => Boolean(p)).join('\n');

/** The text of one message, or throws when its facts are missing (a planning bug). */
export function messageText(kind: MessageKind, facts: MessageFacts): string {
  const language = facts.language ?? DEFAULT_LOCALE;
  const t = translatorFor(language, 'sms');
  const stop = t('stopReminders', { link: facts.stopLink });
  if (kind === 'call_me_ack') {
    const promise = facts.callBack;
    if (!promise) throw new Error(`${kind} needs its promise`);
    const said =
      'by' in promise
        ? t('callMeAckBy', {
            site: SITE_NAME,
            time: clockIn(language, promise.by),
            day: whenSaid(promise.by, facts.now),
          })
        : t('callMeAck', { site: SITE_NAME, minutes: promise.minutes });
    return lines(said, stop);
  }
  const b = facts.booking;
  if (!b) throw new Error(`${kind} needs its booking`);
  const head = { site: SITE_NAME, reference: b.reference, test: b.test, centre: b.centre };
  const when = whenIn(language, b.slot);
  const bring = t(b.service === 'home-service' ? 'bringHome' : 'bringCentre');
  switch (kind) {
    case 'booking_received':
      return lines(
        b.bookedBy && t('bookedForYou', { phone: b.bookedBy }),
        t('bookingReceived', { ...head, when }),
        bring,
        t('seeOrCancel', { link: b.link }),
        stop,
      );
    case 'preparation':
      return lines(
        t('preparation', { ...head, when }),
        fastingLine(t, language, b, facts.now),
        b.tailored?.length
          ? tailoredLines(language, b.tailored)
          : (preparationText(b) ?? (b.preparation.isFastingRequired ? null : t('noPreparation'))),
        bring,
        b.link,
        stop,
      );
    case 'before_slot':
      return lines(
        b.service === 'home-service'
          ? t('beforeSlotHome', { ...head, time: clockIn(language, b.slot) })
          : t('beforeSlotCentre', {
              ...head,
              time: clockIn(language, b.slot),
              map: mapLink(b.address),
            }),
        b.link,
        stop,
      );
    case 'cancelled':
      return lines(t('cancelled', { ...head, when }), t('bookAgain', { link: b.link }), stop);
    case 'rescheduled':
      return lines(t('rescheduled', { ...head, when }), b.link, stop);
    case 'accepted':
      return lines(t('accepted', { ...head, when }), b.link, stop);
    case 'declined':
      return lines(
        t('declined', {
          ...head,
          when,
          hasReason: b.reason ? 'yes' : 'no',
          reason: b.reason ?? '',
        }),
        t('declinedNext', { link: b.link }),
        stop,
      );
    case 'technician':
      return lines(
        t('technician', {
          ...head,
          when,
          name: b.technician?.name ?? t('aTechnician'),
          phone: b.technician?.phone ?? '',
        }),
        b.link,
        stop,
      );
    case 'on_the_way':
      return lines(
        t('onTheWay', { ...head, name: b.technician?.name ?? t('yourTechnician') }),
        b.link,
        stop,
      );
    case 'report_ready':
      if (!b.reportLink) throw new Error(`${kind} needs its report link`);
      return lines(
        t('reportReady', { ...head, link: b.reportLink.link, days: b.reportLink.days }),
        stop,
      );
    case 'late':
      return lines(
        t('late', head),
        b.credit
          ? t('lateCredit', { credit: String(b.credit), link: b.link })
          : t('rebook', { link: b.link }),
        stop,
      );
    case 'report_late': {
      const r = b.report;
      if (!r?.dueAt) throw new Error(`${kind} needs the report's due time`);
      return lines(
        t('reportLate', { ...head, when: whenIn(language, r.dueAt) }),
        r.newDueAt && t('reportNewTime', { when: whenIn(language, r.newDueAt) }),
        r.credit > 0 ? t('reportCredit', { credit: String(r.credit), link: b.link }) : b.link,
        stop,
      );
    }
    case 'report_new_time': {
      const r = b.report;
      if (!r?.newDueAt) throw new Error(`${kind} needs the centre's new time`);
      return lines(
        t('reportNewTimeGiven', { ...head, when: whenIn(language, r.newDueAt), link: b.link }),
        stop,
      );
    }
  }
}
