// How often the storefront kept each of its promises over a span of time: read from
// what the real code wrote (bookings, their events, messages, leads, the agents' calls). The
// simulator reads a simulated day through these queries, and the operations console a real
// one: one set of queries, so the two cannot drift apart.
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_KEPT } from '@/lib/catalog/report-record';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import type { PromiseKey } from './promises';

/** One thing promised, kept or not: where, and when it fell due. */
export interface Outcome {
  city: string;
  /** The centre it was owed by; null for what no centre owes (a lead's call-back). */
  centre: string | null;
  at: Date;
  kept: boolean;
  /** Minutes waited (lead call-backs only). */
  minutes?: number;
}

export interface Span {
  from: Date;
  to: Date;
  /** What counts as due: a promise whose time has not come by then is not judged yet. */
  asOf: Date;
}

/** The promised call-back minutes and the quiet hours, as the environment sets them. */
export interface PromiseSettings {
  callBackMinutes: number;
  quietFromMinutes: number;
  quietUntilMinutes: number;
}

/** The cron runs once a minute: an escalation or late mark this much after its time is on time. */
export const SWEEP_GRACE_MINUTES = 2;
/** A reminder sent this long after it fell due is late. */
export const ON_TIME_MINUTES = 15;

const place = sql`join centres c on c.id = b.centre_id join areas a on a.id = c.area_id
  join cities ci on ci.id = a.city_id`;
const grace = sql`interval '${sql.raw(String(SWEEP_GRACE_MINUTES))} minutes'`;
const between = (column: SQL, span: Span, settle = sql`interval '0 minutes'`) =>
  sql`${column} >= ${span.from.toISOString()}::timestamptz and ${column} < ${span.to.toISOString()}::timestamptz
    and ${column} <= ${span.asOf.toISOString()}::timestamptz - ${settle}`;
const eventAt = (to: string[], extra = sql`true`) =>
  sql`(select min(e.at) from booking_events e where e.booking_id = b.id
    and e.to_status in (${sql.join(
      to.map((s) => sql`${s}`),
      sql`, `,
    )}) and ${extra})`;

type Row = { city: string; centre: string | null; at: Date | string; kept: boolean };

/** The centre answered (accepted or declined) by its deadline, or operations were told in time. */
const answered = (span: Span) => sql`
  select ci.name as city, c.name as centre, b.ack_due_at as at,
    (coalesce(${eventAt(['confirmed', 'cancelled_by_centre'], sql`e.from_status in ('booked', 'rescheduled')`)} <= b.ack_due_at, false)
      or coalesce(b.escalated_at <= b.ack_due_at + ${grace}, false)) as kept
  from bookings b ${place}
  where ${between(sql`b.ack_due_at`, span, grace)}
    and not coalesce(${eventAt(['cancelled_by_patient'])} <= b.ack_due_at, false)`;

/**
 * A home collection with no sample by its window's end plus 30 minutes: marked late in time and
 * credited with no claim. A collection marked late that was not late counts against it too.
 */
const lateCredited = (span: Span) => sql`
  select ci.name as city, c.name as centre, b.window_end + interval '30 minutes' as at,
    (b.late_at is not null and b.late_at <= b.window_end + interval '30 minutes' + ${grace}
      and (b.late_credit = 0 or exists (select 1 from booking_credits k where k.source_booking_id = b.id
        and k.reason = 'late_collection'))
      and not coalesce(${eventAt(['sample_collected'])} <= b.window_end + interval '30 minutes', false)
    ) as kept
  from bookings b ${place}
  where b.service = 'home-service' and b.window_end is not null
    and ${between(sql`(b.window_end + interval '30 minutes')`, span, grace)}
    and not coalesce(${eventAt(['cancelled_by_patient', 'cancelled_by_centre', 'no_show'])} <= b.window_end + interval '30 minutes', false)
    and (b.late_at is not null
      or not coalesce(${eventAt(['sample_collected'])} <= b.window_end + interval '30 minutes', false))`;

/**
 * A report not ready by its due time: marked late within the sweep's grace and credited with
 * no claim (when it promised a credit). A report marked late that was ready in time counts
 * against it too.
 */
const lateReportsCredited = (span: Span) => sql`
  select ci.name as city, c.name as centre, b.report_due_at as at,
    (b.report_late_at is not null and b.report_late_at <= b.report_due_at + ${grace}
      and (b.report_late_credit = 0 or exists (select 1 from booking_credits k
        where k.source_booking_id = b.id and k.reason = 'late_report'))
      and not ${REPORT_KEPT}
    ) as kept
  from bookings b ${place}
  where b.report_due_at is not null
    and ${between(sql`b.report_due_at`, span, grace)}
    and (b.report_late_at is not null
      or not ${REPORT_KEPT})`;

/** The report ready by the time promised from check-in or collection ('Reports in 48 Hours'). */
const reportsOnTime = (span: Span) => sql`
  select ci.name as city, c.name as centre, b.report_due_at as at,
    ${REPORT_KEPT} as kept
  from bookings b ${place}
  where ${between(sql`b.report_due_at`, span)}`;

/** The preparation reminder sent within its quarter of an hour, and only once for the booking. */
const preparationOnTime = (span: Span) => sql`
  select ci.name as city, c.name as centre, m.due_at as at,
    (m.status = 'sent' and m.sent_at <= m.due_at + interval '${sql.raw(String(ON_TIME_MINUTES))} minutes'
      and (select count(*) from messages o where o.booking_id = m.booking_id
        and o.kind = 'preparation' and o.status = 'sent') = 1) as kept
  from messages m join bookings b on b.id = m.booking_id ${place}
  where m.kind = 'preparation' and m.status not in ('cancelled', 'skipped')
    and ${between(sql`m.due_at`, span, sql`interval '${sql.raw(String(ON_TIME_MINUTES))} minutes'`)}`;

/** A patient's message sent (or failed) outside quiet hours, unless a preparation planned into them. */
const outsideQuiet = (span: Span, settings: PromiseSettings) => {
  const minute = (column: SQL) =>
    sql`(extract(hour from ${column} at time zone 'Asia/Kolkata') * 60 + extract(minute from ${column} at time zone 'Asia/Kolkata'))`;
  const quiet = (column: SQL) =>
    sql`(${minute(column)} >= ${settings.quietFromMinutes} or ${minute(column)} < ${settings.quietUntilMinutes})`;
  return sql`
  select coalesce(ci.name, lc.name, '(no city)') as city, c.name as centre, m.sent_at as at,
    not (${quiet(sql`m.sent_at`)} and not (m.kind = 'preparation' and ${quiet(sql`m.due_at`)})) as kept
  from messages m
  left join bookings b on b.id = m.booking_id
  left join centres c on c.id = b.centre_id left join areas a on a.id = c.area_id
  left join cities ci on ci.id = a.city_id
  left join leads l on l.id = m.lead_id left join cities lc on lc.id = l.city_id
  where m.sent_at is not null and ${between(sql`m.sent_at`, span)}`;
};

/** Every message that fell due reached the provider (sent), rather than failing or waiting. */
const delivered = (span: Span) => sql`
  select coalesce(ci.name, lc.name, '(no city)') as city, c.name as centre, m.due_at as at,
    m.status = 'sent' as kept
  from messages m
  left join bookings b on b.id = m.booking_id
  left join centres c on c.id = b.centre_id left join areas a on a.id = c.area_id
  left join cities ci on ci.id = a.city_id
  left join leads l on l.id = m.lead_id left join cities lc on lc.id = l.city_id
  where m.status in ('sent', 'failed', 'pending') and ${between(sql`m.due_at`, span, sql`interval '1 hour'`)}`;

/** A slot holds no more bookings than its capacity. */
const withinCapacity = (span: Span) => sql`
  select ci.name as city, c.name as centre, s.slot_start as at,
    (select count(*) from bookings b where b.centre_id = s.centre_id and b.slot_start = s.slot_start
      and b.status not in ('cancelled_by_patient', 'cancelled_by_centre')) <= s.capacity as kept
  from slot_usage s join centres c on c.id = s.centre_id join areas a on a.id = c.area_id
  join cities ci on ci.id = a.city_id
  where ${between(sql`s.slot_start`, span)}`;

/**
 * Every lead against the time it was promised a call by (lib/messages callBackDeadline): kept
 * when an agent's first call came by then. Its wait is counted from when the promise's
 * CALL_BACK_MINUTES began: from the request for one made in call hours, and from that many
 * minutes before the stated time ("by 10 AM") for one made outside them.
 */
async function callBacks(db: Db, span: Span, settings: PromiseSettings): Promise<Outcome[]> {
  const rows = rowsOf<{
    city: string;
    at: Date | string;
    promised: Date | string;
    called: Date | string | null;
  }>(
    await db.execute(sql`
      select coalesce(ci.name, '(no city)') as city, l.created_at as at, l.promised_by as promised,
        (select min(x.created_at) from lead_activity x where x.lead_id = l.id and x.kind <> 'note') as called
      from leads l left join cities ci on ci.id = l.city_id
      where l.status <> 'do_not_call' and ${between(sql`l.created_at`, span)}`),
  );
  const window = settings.callBackMinutes * 60_000;
  return rows.map((r) => {
    const at = new Date(r.at);
    const promised = new Date(r.promised);
    const from = Math.max(at.getTime(), promised.getTime() - window);
    const end = r.called ? new Date(r.called) : span.asOf;
    return {
      city: r.city,
      centre: null,
      at,
      minutes: Math.max(0, (end.getTime() - from) / 60_000),
      kept: r.called !== null && new Date(r.called).getTime() <= promised.getTime(),
    };
  });
}

const QUERIES: Record<
  Exclude<PromiseKey, 'call_back' | 'lost'>,
  (s: Span, p: PromiseSettings) => SQL
> = {
  centre_answer: answered,
  late_credited: lateCredited,
  late_reports_credited: lateReportsCredited,
  reports_on_time: reportsOnTime,
  preparation_on_time: preparationOnTime,
  quiet_hours: outsideQuiet,
  messages_delivered: delivered,
  overbooked: withinCapacity,
};

/** Every promise's outcomes over the span, from the database alone. */
export async function promiseOutcomes(
  db: Db,
  span: Span,
  settings: PromiseSettings,
): Promise<Partial<Record<PromiseKey, Outcome[]>>> {
  const found: Partial<Record<PromiseKey, Outcome[]>> = {};
  found.call_back = await callBacks(db, span, settings);
  for (const key of Object.keys(QUERIES) as (keyof typeof QUERIES)[]) {
    const rows = rowsOf<Row>(await db.execute(QUERIES[key](span, settings)));
    found[key] = rows.map((r) => ({
      city: r.city,
      centre: r.centre,
      at: new Date(r.at),
      kept: r.kept === true,
    }));
  }
  return found;
}
