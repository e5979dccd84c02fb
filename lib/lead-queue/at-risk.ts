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
import { recentHandleTime, rosteredAt } from '@/lib/staffing';
import { isDue, isFree, isHeld, isOpen } from './conditions';
import { promiseOrder } from './queue';

/** An agent who acted on a lead this recently (claimed, viewed, noted, called) is on duty. */
export const ON_DUTY_MINUTES = 20;

export interface Workload {
  /** Agents on duty now; with none, one is assumed (whoever sees the alert). */
  agentsOnDuty: number;
  /** Minutes an agent spends on a call, from claiming the lead to recording how it ended. */
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

/** Four weeks' mean moves little in an hour: measured once an hour, not each minute. */
const HANDLE_TIME_KEPT_MS = 3_600_000;
const measured = new WeakMap<Db, { at: number; minutes: number }>();

async function recentHandleMinutes(db: Db, now: Date): Promise<number> {
  const kept = measured.get(db);
  if (kept && now.getTime() >= kept.at && now.getTime() - kept.at < HANDLE_TIME_KEPT_MS) {
    return kept.minutes;
  }
  const minutes = (await recentHandleTime(db, now)).seconds / 60;
  measured.set(db, { at: now.getTime(), minutes });
  return minutes;
}

/**
 * The agents on duty (the hour's roster, or more when more are seen working) and their handle
 * time (lib/staffing, the forecast's own measure), as the database shows them at `now`.
 */
export async function workloadAt(db: Db, now: Date): Promise<Workload> {
  const [seen, rostered, minutes] = await Promise.all([
    agentsOnDuty(db, now),
    rosteredAt(db, now),
    recentHandleMinutes(db, now),
  ]);
  return { agentsOnDuty: Math.max(seen, rostered), handleMinutes: minutes };
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
