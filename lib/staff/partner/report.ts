// The centre uploads a booking's report (issue 16): checked as a PDF by its bytes, at most
// 10 MB, stored with the move to 'report ready' and its audit row in one transaction. A new
// upload of a ready report replaces it (a corrected report) without another move.
import { eq } from 'drizzle-orm';
import { checkReport, moveBookingIn, storeReport } from '@/lib/booking';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { audit } from '@/lib/staff/audit';
import { centreScope } from '@/lib/staff/bookings/scope';
import { ownBookingId } from './own-booking';
import type { StaffViewer } from '@/lib/staff/viewer';

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
      .select({ status: bookings.status, reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for('update');
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
