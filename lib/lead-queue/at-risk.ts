// Leads that will miss their promise with the agents on duty, seen before they do: each minute
// (one working process runs it), the waiting leads in the queue's order are laid over the
// agents on duty, each agent taking one lead per handle time, and a lead whose call would end
// after its promise is marked at risk (a promise is kept by the call's outcome, recorded as the
// call ends: lib/promises/rates.ts). The queue shows it, and the log says so, while there is
// still time to bring another agent in.
import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/rows';
import { logger } from '@/lib/log';
import { withinCallHours } from '@/lib/messages';
import { isDue, isFree, isHeld, isOpen } from './conditions';
import { promiseOrder } from './queue';

/** An agent who acted on a lead this recently (claimed, viewed, noted, called) is on duty. */
export const ON_DUTY_MINUTES = 20;
/** Handle time is measured over this many days of calls, */
export const HANDLE_DAYS = 28;
/** and, with fewer calls than this to measure, taken as HANDLE_FALLBACK_MINUTES. */
export const HANDLE_MIN_CALLS = 20;
export const HANDLE_FALLBACK_MINUTES = 5;

export interface Workload {
  /** Agents seen working leads now; with none seen, one is assumed (whoever sees the alert). */
  agentsOnDuty: number;
  /** Minutes an agent spends on a lead, from claiming it to recording what the call ended with. */
  handleMinutes: number;
}

/** Agents on duty at `now`: those who acted on a lead in the last ON_DUTY_MINUTES, or hold one. */
export async function agentsOnDuty(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ON_DUTY_MINUTES * 60_000).toISOString();
  const [row] = rowsOf<{ agents: number | string }>(
    await db.execute(sql`
      select count(distinct staff) as agents from (
        select staff_user_id as staff from audit_log
        where record_type = 'lead' and action like 'lead.%'
          and at > ${since}::timestamptz and at <= ${now.toISOString()}::timestamptz
        union all
        select claimed_by from leads where ${and(isOpen(), isHeld(now))}
      ) seen`),
  );
  return Number(row?.agents ?? 0);
}

/**
 * The median minutes from an agent's claim of a lead to the outcome they recorded, over the last
 * HANDLE_DAYS; HANDLE_FALLBACK_MINUTES with fewer than HANDLE_MIN_CALLS calls to go by.
 */
export async function handleTime(db: Db, now: Date): Promise<{ minutes: number; calls: number }> {
  const since = new Date(now.getTime() - HANDLE_DAYS * 86_400_000).toISOString();
  const [row] = rowsOf<{ calls: number | string; minutes: number | string | null }>(
    await db.execute(sql`
      select count(*) as calls,
        percentile_cont(0.5) within group (order by extract(epoch from o.at - c.at) / 60) as minutes
      from audit_log o
      cross join lateral (
        select max(c.at) as at from audit_log c
        where c.record_type = 'lead' and c.record_id = o.record_id and c.action = 'lead.claimed'
          and c.staff_user_id = o.staff_user_id and c.at <= o.at
      ) c
      where o.action = 'lead.outcome' and o.record_type = 'lead' and c.at is not null
        and o.at > ${since}::timestamptz and o.at <= ${now.toISOString()}::timestamptz`),
  );
  const calls = Number(row?.calls ?? 0);
  if (calls < HANDLE_MIN_CALLS || row?.minutes == null) {
    return { minutes: HANDLE_FALLBACK_MINUTES, calls };
  }
  return { minutes: Number(row.minutes), calls };
}

/** Four weeks' median moves little in an hour: measured once an hour, not each minute. */
const HANDLE_TIME_KEPT_MS = 3_600_000;
const measured = new WeakMap<Db, { at: number; minutes: number }>();

async function recentHandleMinutes(db: Db, now: Date): Promise<number> {
  const kept = measured.get(db);
  if (kept && now.getTime() >= kept.at && now.getTime() - kept.at < HANDLE_TIME_KEPT_MS) {
    return kept.minutes;
  }
  const { minutes } = await handleTime(db, now);
  measured.set(db, { at: now.getTime(), minutes });
  return minutes;
}

/** The agents on duty and their handle time, as the database shows them at `now`. */
export async function workloadAt(db: Db, now: Date): Promise<Workload> {
  const [agents, minutes] = await Promise.all([
    agentsOnDuty(db, now),
    recentHandleMinutes(db, now),
  ]);
  return { agentsOnDuty: agents, handleMinutes: minutes };
}

/**
 * When the call of the waiting lead at `position` (0 first, in the queue's order) starts, with
 * `held` calls under way: each agent takes the next lead as a call ends, a call lasting the
 * handle time. A call under way is taken to end one handle time from now (the careful side).
 */
export function projectedStart(position: number, held: number, now: Date, work: Workload): Date {
  const agents = Math.max(1, work.agentsOnDuty);
  const rounds = Math.floor((position + held) / agents);
  return new Date(now.getTime() + rounds * work.handleMinutes * 60_000);
}

/**
 * Marks the waiting leads whose call would end after their promise, not yet missed nor marked,
 * at `now`; returns their ids. Leads already past their promise are the queue's "past their
 * promise", not at risk. The workload is only read when a lead is waiting.
 */
export async function markLeadsAtRisk(
  db: Db,
  now: Date,
  workload: Workload | (() => Promise<Workload>),
): Promise<number[]> {
  const waiting = await db
    .select({ id: leads.id, promisedBy: leads.promisedBy, atRiskAt: leads.atRiskAt })
    .from(leads)
    .where(and(isOpen(), isDue(now), isFree(now)))
    .orderBy(...promiseOrder(now));
  if (!waiting.some((lead) => lead.atRiskAt === null && lead.promisedBy >= now)) return [];
  const [[held], work] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(and(isOpen(), isHeld(now))),
    typeof workload === 'function' ? workload() : workload,
  ]);
  const atRisk = waiting
    .filter(
      (lead, position) =>
        lead.atRiskAt === null &&
        lead.promisedBy.getTime() >= now.getTime() &&
        projectedStart(position, held?.n ?? 0, now, work).getTime() + work.handleMinutes * 60_000 >
          lead.promisedBy.getTime(),
    )
    .map((lead) => lead.id);
  if (atRisk.length === 0) return [];
  await db
    .update(leads)
    .set({ atRiskAt: now })
    .where(and(inArray(leads.id, atRisk), isNull(leads.atRiskAt)));
  return atRisk;
}

/**
 * The minute's check, in call hours (a request outside them is promised a time after they open,
 * and nobody is calling until then): the leads the workload puts at risk, marked and logged.
 */
export async function sweepCallBackPromises(
  db: Db,
  now: Date,
  callHours: string,
): Promise<number[]> {
  if (!withinCallHours(now, callHours)) return [];
  const marked = await markLeadsAtRisk(db, now, () => workloadAt(db, now));
  if (marked.length > 0) {
    logger.info({ lead_ids: marked }, 'call-backs at risk of missing their promise');
  }
  return marked;
}
