// What erasing a booking's patient means, in one place: 'delete my data' does it to every
// booking of the number, removing a family member to that member's bookings.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingReports, bookings } from '@/lib/db/schema';
import { eraseAnswers } from '@/lib/safety';

/**
 * In the caller's transaction: the bookings `where` selects keep their reference, test, centre,
 * time and price for the centre's accounts and lose the patient's name, age, gender, number,
 * address and owner; their reports (the PDFs the centres uploaded) and their pre-visit health
 * answers are deleted. Returns how many bookings and reports.
 */
export async function anonymiseBookings(
  tx: Db,
  where: SQL,
  now: Date,
): Promise<{ bookings: number; reports: number }> {
  const anonymised = await tx
    .update(bookings)
    .set({
      patientName: null,
      patientAge: null,
      patientGender: null,
      phone: null,
      address: null,
      pincode: null,
      landmark: null,
      userId: null,
      // The old access cookies and the request's hash (over the patient's details) die too.
      idempotencyKey: sql`'erased:' || ${bookings.id}::text`,
      requestHash: 'erased',
      erasedAt: now,
      updatedAt: now,
    })
    .where(where)
    .returning({ id: bookings.id });
  // After the bookings' rows are locked by the update above: an upload that held a row first
  // has committed its report, which is deleted here; one that comes later finds the booking
  // erased and is refused (lib/centre-console/report.ts), so no report outlives its patient.
  const reports = anonymised.length
    ? await tx
        .delete(bookingReports)
        .where(
          inArray(
            bookingReports.bookingId,
            anonymised.map((r) => r.id),
          ),
        )
        .returning({ id: bookingReports.bookingId })
    : [];
  await eraseAnswers(
    tx,
    anonymised.map((r) => r.id),
  );
  return { bookings: anonymised.length, reports: reports.length };
}
