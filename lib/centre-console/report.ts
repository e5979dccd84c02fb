// The centre uploads a booking's report: checked as a PDF by its bytes, at most
// 10 MB, stored with the move to 'report ready' and its audit row in one transaction. A new
// upload of a ready report replaces it (a corrected report) without another move. A booking
// whose patient deleted their data takes no report: it would be a medical record kept for no one.
import { eq } from 'drizzle-orm';
import { checkReport, moveBookingIn, storeReport } from '@/lib/booking';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { HttpError } from '@/lib/server-api/errors';
import { audit, centreScope, type StaffViewer } from '@/lib/staff';
import { ownBookingId } from './own-booking';

export async function uploadReport(
  db: Db,
  viewer: StaffViewer,
  reference: string,
  bytes: Uint8Array,
  now: Date = new Date(),
): Promise<{ reference: string; status: string; size: number }> {
  // Another centre's booking reads as none, before its file is even looked at.
  const id = await ownBookingId(db, viewer, reference);
  const scope = centreScope(viewer);
  checkReport(bytes);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        status: bookings.status,
        reference: bookings.reference,
        erasedAt: bookings.erasedAt,
      })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for('update');
    // Read under the row's lock: a deletion that got there first has committed by now.
    if (locked!.erasedAt !== null) {
      throw new HttpError(
        409,
        'patient_data_deleted',
        'The patient deleted their data on DiagnoBook, so no report can be stored for this booking.',
      );
    }
    let status = locked!.status;
    if (!['report_ready', 'completed'].includes(status)) {
      status = (
        await moveBookingIn(
          tx,
          id,
          { to: 'report_ready', actor: 'centre', staffUserId: viewer.id, now },
          scope,
        )
      ).status;
    }
    await storeReport(tx, id, bytes, viewer.id, now);
    await audit(tx as unknown as Db, viewer, {
      action: 'report.uploaded',
      recordType: 'booking',
      recordId: locked!.reference,
      detail: { size: bytes.length },
    });
    return { reference: locked!.reference, status, size: bytes.length };
  });
}
