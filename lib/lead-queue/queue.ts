// The call-back queue: the open leads due now and free to claim, oldest wait first, in the
// order of the leads_open_due_idx index. Numbers are masked here for everyone; only the
// holder's explicit reveal (number.ts) shows one, and writes its audit row.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
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
      .orderBy(asc(waitingSince), asc(leads.id))
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
      scheduled_later: stats?.later ?? 0,
    },
    leads: waitingRows.map((r) => toQueueLead(r, now)),
    mine: mineRows.map((r) => toQueueLead(r, now)),
  };
}
