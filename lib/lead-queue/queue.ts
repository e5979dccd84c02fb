// The call-back queue: the open leads due now and free to claim, in the order that keeps the
// most promises (docs/staff.md, The call-back queue): the earliest promise first among
// those still to keep, then those already missed, the one missed by least first. Numbers are
// masked here for everyone; only the holder's explicit reveal (number.ts) shows one, and writes
// its audit row.
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { cities, leads, products } from '@/lib/db/schema';
import { maskPhone } from '@/lib/log';
import type { LeadQueue, QueueLead } from './contract';
import { isDue, isFree, isHeld, isHeldBy, isOpen } from './conditions';
import { minutesBetween } from './format';
import { leadSource } from './source';
import type { OpenStatus } from './states';

/** More than an agent can scan; the stats count them all. */
export const QUEUE_LIMIT = 100;

/** Since when a lead waits: its call-back or retry time, else the patient's request. */
export const waitingSince = sql<Date>`coalesce(${leads.dueAt}, ${leads.createdAt})`.mapWith(
  leads.createdAt,
);

/**
 * The queue's order at `now`. Earliest deadline first keeps every promise that can be kept
 * when any order can; a promise already missed cannot be kept by calling it first, and calling
 * the one missed by least first keeps each miss as small as it can be. (Oldest first, as before,
 * called the night's leads, promised a call after opening, ahead of the morning's, promised
 * 15 minutes.)
 */
export function promiseOrder(now: Date): SQL[] {
  const missed = lt(leads.promisedBy, now);
  return [
    asc(missed),
    sql`case when ${missed} then null else ${leads.promisedBy} end asc nulls last`,
    sql`${leads.promisedBy} desc`,
    asc(leads.id),
  ];
}

const testName = sql<string | null>`coalesce(${products.displayName}, ${products.name})`;

function listed(db: Db) {
  return db
    .select({
      id: leads.id,
      status: leads.status,
      phone: leads.phone,
      source: leads.source,
      attempts: leads.attempts,
      requestCount: leads.requestCount,
      waitingSince,
      promisedBy: leads.promisedBy,
      atRiskAt: leads.atRiskAt,
      test: testName,
      city: cities.name,
    })
    .from(leads)
    .leftJoin(products, eq(products.id, leads.productId))
    .leftJoin(cities, eq(cities.id, leads.cityId));
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['where']>>[number];

function toQueueLead(row: ListedRow, now: Date): QueueLead {
  return {
    id: row.id,
    status: row.status as OpenStatus,
    masked_phone: maskPhone(row.phone),
    test: row.test,
    city: row.city,
    source: leadSource(row.source),
    waiting_since: row.waitingSince.toISOString(),
    wait_minutes: minutesBetween(row.waitingSince, now),
    call_by: row.promisedBy.toISOString(),
    minutes_left: Math.floor((row.promisedBy.getTime() - now.getTime()) / 60_000),
    at_risk: row.atRiskAt !== null,
    attempts: row.attempts,
    request_count: row.requestCount,
  };
}

const counted = (condition: ReturnType<typeof and>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The queue as `staffId` sees it at `now`: waiting leads, their own, and the counts. */
export async function leadQueue(
  db: Db,
  staffId: string,
  now: Date = new Date(),
): Promise<LeadQueue> {
  const waiting = and(isDue(now), isFree(now));
  const [waitingRows, mineRows, [stats]] = await Promise.all([
    listed(db)
      .where(and(isOpen(), waiting))
      .orderBy(...promiseOrder(now))
      .limit(QUEUE_LIMIT),
    listed(db)
      .where(and(isOpen(), isHeldBy(staffId, now)))
      .orderBy(asc(leads.claimedAt)),
    db
      .select({
        waiting: counted(waiting),
        oldest: sql<Date | null>`min(${waitingSince}) filter (where ${waiting})`.mapWith(
          leads.createdAt,
        ),
        inProgress: counted(isHeld(now)),
        missed: counted(and(waiting, lt(leads.promisedBy, now))),
        atRisk: counted(and(waiting, sql`${leads.atRiskAt} is not null`)),
        later: counted(gt(leads.dueAt, now)),
      })
      .from(leads)
      .where(isOpen()),
  ]);
  return {
    as_of: now.toISOString(),
    stats: {
      waiting: stats?.waiting ?? 0,
      oldest_wait_minutes: stats?.oldest ? minutesBetween(stats.oldest, now) : null,
      in_progress: stats?.inProgress ?? 0,
      missed: stats?.missed ?? 0,
      at_risk: stats?.atRisk ?? 0,
      scheduled_later: stats?.later ?? 0,
    },
    leads: waitingRows.map((r) => toQueueLead(r, now)),
    mine: mineRows.map((r) => toQueueLead(r, now)),
  };
}
