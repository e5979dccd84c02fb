// The lifecycle's clock: a booking the centre did not answer in time goes to the
// operations queue; a home collection with no sample by its window's end plus 30 minutes is
// marked late, the patient is told and credited the promised amount on the next booking; a
// report not ready by its due time is the same, at that very minute. Run every minute by each
// server that works the queue; each row is claimed once (SKIP LOCKED).
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingCredits, bookingEvents, bookings } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { indiaDateTimeLabel, indiaTime } from '@/lib/locale/india';
import { planStatusMessage } from '@/lib/messages';
import { AWAITING_CENTRE, AWAITING_REPORT, UNCOLLECTED } from './lifecycle';
import type { Tx } from './transition';

/** How long after the window's end a collection is late. */
export const LATE_AFTER_MS = 30 * 60_000;

/**
 * A promise broken at `now`: the booking marked, the event written, the credit promised at
 * booking given with no claim (once per booking and promise) off the same number's next
 * booking, and the patient told.
 */
async function brokenPromise(
  tx: Tx,
  b: { id: string; status: string; phone: string | null; credit: number },
  now: Date,
  broken: {
    mark: Partial<typeof bookings.$inferInsert>;
    reason: string;
    credit: 'late_collection' | 'late_report';
    message: 'late' | 'report_late';
  },
): Promise<void> {
  await tx.update(bookings).set(broken.mark).where(eq(bookings.id, b.id));
  await tx.insert(bookingEvents).values({
    bookingId: b.id,
    fromStatus: b.status,
    toStatus: b.status,
    actor: 'system',
    reason: broken.reason,
    at: now,
  });
  if (b.credit > 0 && b.phone) {
    await tx
      .insert(bookingCredits)
      .values({
        phone: b.phone,
        amount: b.credit,
        sourceBookingId: b.id,
        reason: broken.credit,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  await planStatusMessage(tx, b.id, broken.message, env().MESSAGE_CHANNEL, now);
}

/** How far back the report sweep looks for due times (a cron stopped longer misses them). */
export const REPORT_SWEEP_DAYS = 7;

export async function escalateUnanswered(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, [...AWAITING_CENTRE]),
          lte(bookings.ackDueAt, now),
          isNull(bookings.escalatedAt),
        ),
      )
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(bookings)
      .set({ escalatedAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((d) => d.id),
        ),
      );
    await tx.insert(bookingEvents).values(
      due.map((d) => ({
        bookingId: d.id,
        fromStatus: d.status,
        toStatus: d.status,
        actor: 'system',
        reason: 'Not answered by the centre in time: sent to operations.',
        at: now,
      })),
    );
    return due.length;
  });
}

export async function markLateCollections(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        phone: bookings.phone,
        credit: bookings.lateCredit,
        windowEnd: bookings.windowEnd,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.service, 'home-service'),
          inArray(bookings.status, [...UNCOLLECTED]),
          lte(bookings.windowEnd, new Date(now.getTime() - LATE_AFTER_MS)),
          isNull(bookings.lateAt),
        ),
      )
      .for('update', { skipLocked: true });
    for (const b of due) {
      await brokenPromise(tx, b, now, {
        mark: { lateAt: now },
        reason: `No sample collected by ${indiaTime(new Date(b.windowEnd!.getTime() + LATE_AFTER_MS))}: marked late.`,
        credit: 'late_collection',
        message: 'late',
      });
    }
    return due.length;
  });
}

/**
 * Reports still awaited at their due time: marked late at that minute (a report uploaded by
 * then moved its booking out of AWAITING_REPORT, so it is on time; one uploaded after it but
 * before the sweep ran is late all the same), credited the amount
 * promised at booking with no claim, once per booking, and the patient told, with the centre's
 * new time when it gave one already.
 */
export async function markLateReports(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        phone: bookings.phone,
        credit: bookings.reportLateCredit,
        dueAt: bookings.reportDueAt,
      })
      .from(bookings)
      .where(
        and(
          or(
            inArray(bookings.status, [...AWAITING_REPORT]),
            // Uploaded after its time but before this minute's sweep: late all the same.
            sql`(${bookings.status} in ('report_ready', 'completed') and exists (
              select 1 from booking_events e where e.booking_id = ${bookings.id}
                and e.to_status = 'report_ready' and e.at > ${bookings.reportDueAt}))`,
          ),
          lte(bookings.reportDueAt, now),
          // Reports on time stay in the index: the scan reads only the last week's due times.
          gte(bookings.reportDueAt, new Date(now.getTime() - REPORT_SWEEP_DAYS * 86_400_000)),
          isNull(bookings.reportLateAt),
        ),
      )
      .for('update', { skipLocked: true });
    for (const b of due) {
      await brokenPromise(tx, b, now, {
        mark: { reportLateAt: now },
        reason: `No report by ${indiaDateTimeLabel(b.dueAt!)}: marked late.`,
        credit: 'late_report',
        message: 'report_late',
      });
    }
    return due.length;
  });
}

/** All three, as one tick of the clock. */
export async function sweepDeadlines(db: Db, now: Date) {
  return {
    escalated: await escalateUnanswered(db, now),
    late: await markLateCollections(db, now),
    lateReports: await markLateReports(db, now),
  };
}
