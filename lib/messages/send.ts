import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { messages } from '@/lib/db/schema';
import { logger, maskPhone } from '@/lib/log';
import type { SmsProvider } from '@/lib/sms';
import { smsSegments } from '@/lib/sms/segments';
import { productText } from '@/lib/i18n/content';
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { bookingsForMessages } from './bookings';
import type { Channel, MessageKind } from './kinds';
import { REMINDER_KINDS } from './kinds';
import { messageText, type BookingFacts, type MessageFacts } from './templates';
import { inQuietHours, outsideQuietHours } from './timing';
import { openedForPreparation, assess, hasCheck, type InstructionId } from '@/lib/safety';

/** A job's order: this message, as planned for this time (a re-timed message has a new job). */
export interface SendOrder {
  messageId: string;
  dueAt: string;
}

export interface SendContext {
  db: Db;
  provider: (channel: Channel) => SmsProvider;
  siteUrl: string;
  /** The 'stop reminders' link, to its page in the message's language. */
  stopLink: (phone: string, language: Locale) => Promise<string>;
  callBackMinutes: number;
  now: Date;
  /** The job's last try: a failure now marks the message failed. */
  lastAttempt: boolean;
}

/** What stands for a report link's token in the stored text of its message. */
export const REPORT_TOKEN_MASK = '[link-not-kept]';

/** What the job did with its message. */
export type SendOutcome = 'sent' | 'stale' | 'skipped' | 'deferred';

/** An acknowledgement later than this after its request would no longer be true. */
const ACK_STALE_MS = 10 * 60_000;

interface Loaded {
  id: string;
  kind: MessageKind;
  channel: Channel;
  status: string;
  due_at: Date | string;
  booking_id: string | null;
  lead_id: string | number | null;
  to_member: boolean;
  phone: string | null;
  /** For a member's message: the number of the account holder who booked. */
  booked_by: string | null;
  booking_status: string | null;
  reference: string | null;
  service: 'walkin' | 'home-service' | null;
  slot_start: Date | string | null;
  test: string | null;
  is_fasting_required: boolean | null;
  fasting_hours: number | null;
  preparation_html: string | null;
  centre: string | null;
  address: string | null;
  status_reason: string | null;
  technician_name: string | null;
  technician_phone: string | null;
  late_credit: number | null;
  report_due_at: Date | string | null;
  report_new_due_at: Date | string | null;
  report_late_credit: number | null;
  opted_out: boolean;
  language: string;
  product_slug: string | null;
  category_code: string | null;
  patient_gender: string | null;
  patient_age: number | null;
  /** The booking's pre-visit answers as stored (sealed), read with it. */
  safety_key_id: string | null;
  safety_sealed: string | null;
  lead_created_at: Date | string | null;
  promised_by: Date | string | null;
}

async function load(db: Db, id: string): Promise<Loaded | null> {
  const [row] = rowsOf<Loaded>(
    await db.execute(sql`
      select m.id, m.kind, m.channel, m.status, m.due_at, m.booking_id, m.lead_id, m.to_member,
        r.phone, b.status as booking_status, b.reference,
        b.service, b.slot_start, coalesce(p.display_name, p.name) as test,
        p.is_fasting_required, p.fasting_hours, p.preparation_html,
        c.name as centre, c.address, b.status_reason, b.technician_name, b.technician_phone,
        b.late_credit, b.report_due_at, b.report_new_due_at, b.report_late_credit, r.language, p.url_slug as product_slug,
        cat.code as category_code, b.patient_gender, b.patient_age,
        bs.key_id as safety_key_id, bs.sealed as safety_sealed,
        exists (select 1 from reminder_opt_outs o where o.phone = r.phone) as opted_out,
        l.created_at as lead_created_at, l.promised_by,
        case when m.to_member then b.phone end as booked_by
      from messages m
      left join bookings b on b.id = m.booking_id
      left join products p on p.id = b.product_id
      left join categories cat on cat.id = p.category_id
      left join booking_safety bs on m.kind = 'preparation' and bs.booking_id = b.id
      left join centres c on c.id = b.centre_id
      left join leads l on l.id = m.lead_id
      -- A member's message: their number while it is verified and still chosen for messages,
      -- and while the booking keeps its details; in the member's own language.
      left join family_members fm on m.to_member and fm.id = b.member_id
        and fm.messages_to_member and fm.phone_verified_at is not null
      cross join lateral (select
        case when m.to_member then (case when b.phone is not null then fm.phone end)
          else coalesce(b.phone, l.phone) end as phone,
        case when m.to_member then fm.language else coalesce(b.language, l.language) end as language
      ) r
      where m.id = ${id}`),
  );
  return row ?? null;
}

/** The patient's own preparation from the booking's pre-visit answers; none for a plain test. */
async function tailoredFor(m: Loaded): Promise<InstructionId[]> {
  if (!m.booking_id || !m.category_code || !m.product_slug) return [];
  const test = {
    categoryCode: m.category_code,
    urlSlug: m.product_slug,
    fasting: m.is_fasting_required === true,
  };
  if (!hasCheck(test)) return [];
  const stored = m.safety_sealed ? { keyId: m.safety_key_id!, sealed: m.safety_sealed } : null;
  const answers = await openedForPreparation(m.booking_id, stored);
  const patient = { gender: m.patient_gender ?? 'other', age: m.patient_age ?? 0 };
  return assess(test, patient, answers).instructions.map((instruction) => instruction.id);
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

async function settle(db: Db, id: string, now: Date, set: Partial<typeof messages.$inferInsert>) {
  await db
    .update(messages)
    .set({ ...set, updatedAt: now })
    .where(and(eq(messages.id, id), eq(messages.status, 'pending')));
}

/** Why a due message is not sent at all, or null to send it. */
function skipReason(m: Loaded, now: Date): string | null {
  if (!m.phone) {
    return m.to_member && m.booked_by
      ? 'The family member’s number is no longer verified or chosen for messages.'
      : 'The booking details were deleted.';
  }
  if (REMINDER_KINDS.includes(m.kind) && m.opted_out)
    return 'Reminders were stopped by the patient.';
  if (REMINDER_KINDS.includes(m.kind) && !bookingsForMessages().active.includes(m.booking_status!))
    return 'The booking is no longer upcoming.';
  if (m.kind === 'call_me_ack' && now.getTime() - asDate(m.due_at).getTime() > ACK_STALE_MS)
    return 'Too late to acknowledge the call-back request.';
  return null;
}

/**
 * What a call-me acknowledgement promises: the lead's own deadline, said as "within 15 minutes"
 * when that is the promise it was made, else as the time it was given ("by 10:00 AM today").
 */
function callBackSaid(m: Loaded, callBackMinutes: number): MessageFacts['callBack'] {
  if (!m.promised_by || !m.lead_created_at) return { minutes: callBackMinutes };
  const by = asDate(m.promised_by);
  const minutes = Math.round((by.getTime() - asDate(m.lead_created_at).getTime()) / 60_000);
  return minutes <= callBackMinutes ? { minutes } : { by };
}

/**
 * Sends one planned message once: only while it is pending and planned for this job's time,
 * never to a number that stopped reminders, and outside quiet hours unless it is a preparation
 * reminder planned into them (lib/messages/timing.ts). The provider call carries the message's
 * id as its idempotency key. A failure is thrown for the queue to retry; on the last try the
 * message is marked failed first.
 */
export async function sendMessage(order: SendOrder, ctx: SendContext): Promise<SendOutcome> {
  const { db, now } = ctx;
  const m = await load(db, order.messageId);
  if (!m || m.status !== 'pending') return 'stale';
  const due = asDate(m.due_at);
  if (due.getTime() !== new Date(order.dueAt).getTime()) return 'stale';

  const skip = skipReason(m, now);
  if (skip) {
    await settle(db, m.id, now, { status: 'skipped', reason: skip });
    return 'skipped';
  }
  const exempt = m.kind === 'preparation' && inQuietHours(due);
  if (inQuietHours(now) && !exempt) {
    await settle(db, m.id, now, {
      dueAt: outsideQuietHours(now),
      reason: 'Held until 8 AM (quiet hours).',
    });
    return 'deferred';
  }

  const language = isLocale(m.language) ? m.language : DEFAULT_LOCALE;
  // The report's own link is made now, its token only in the text sent (the row keeps its hash).
  const reportLink =
    m.kind === 'report_ready' && m.booking_id
      ? await bookingsForMessages().reportLink(db, m.booking_id, now)
      : null;
  const tailored = m.kind === 'preparation' ? await tailoredFor(m) : [];
  // The test's name and preparation as the patient's language says them, where written.
  const translated = m.product_slug ? productText(language, m.product_slug) : undefined;
  const booking: BookingFacts | undefined = m.reference
    ? {
        reference: m.reference,
        test: translated?.displayName ?? translated?.name ?? m.test!,
        centre: m.centre!,
        address: m.address!,
        service: m.service!,
        slot: asDate(m.slot_start!),
        preparation: {
          isFastingRequired: m.is_fasting_required === true,
          fastingHours: m.fasting_hours,
          preparationHtml: translated?.preparationHtml ?? m.preparation_html,
        },
        tailored,
        link: `${ctx.siteUrl}${localePath(language, bookingsForMessages().pagePath(m.reference))}`,
        bookedBy: m.booked_by ? maskPhone(m.booked_by) : null,
        reason: m.status_reason,
        technician: m.technician_name
          ? { name: m.technician_name, phone: maskPhone(m.technician_phone ?? '') }
          : null,
        credit: m.late_credit ?? 0,
        ...(reportLink && {
          reportLink: {
            link: `${ctx.siteUrl}${localePath(language, reportLink.path)}`,
            days: reportLink.days,
          },
        }),
        report: {
          dueAt: m.report_due_at ? asDate(m.report_due_at) : null,
          newDueAt: m.report_new_due_at ? asDate(m.report_new_due_at) : null,
          credit: m.report_late_credit ?? 0,
        },
      }
    : undefined;
  const text = messageText(m.kind, {
    booking,
    callBack: callBackSaid(m, ctx.callBackMinutes),
    stopLink: await ctx.stopLink(m.phone!, language),
    now,
    language,
  });
  const parts = smsSegments(text);

  await db
    .update(messages)
    .set({ attempts: sql`${messages.attempts} + 1`, updatedAt: now })
    .where(eq(messages.id, m.id));
  try {
    await ctx.provider(m.channel).send({
      to: m.phone!,
      text,
      idempotencyKey: m.id,
      template: m.kind,
      language,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (ctx.lastAttempt) await settle(db, m.id, now, { status: 'failed', reason });
    else await settle(db, m.id, now, { reason: `Retrying: ${reason}` });
    logger.warn({ message_id: m.id, kind: m.kind, err: reason }, 'patient message not sent');
    throw error;
  }
  // The text as sent, but a report link's token: it opens a medical report, so it is kept nowhere.
  const body = reportLink ? text.replaceAll(reportLink.token, REPORT_TOKEN_MASK) : text;
  await settle(db, m.id, now, { status: 'sent', body, sentAt: now, reason: null });
  logger.info(
    {
      message_id: m.id,
      kind: m.kind,
      to: maskPhone(m.phone!),
      language,
      ...(m.channel === 'sms' && { encoding: parts.encoding, segments: parts.segments }),
    },
    'patient message sent',
  );
  return 'sent';
}
