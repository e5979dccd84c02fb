// The centre uploads a booking's report (issue 16): checked as a PDF by its bytes, at most
// 10 MB, stored with the move to 'report ready' and its audit row in one transaction. A new
// upload of a ready report replaces it (a corrected report) without another move.
import { eq } from 'drizzle-orm';
import { checkReport, moveBookingIn, storeReport } from '@/lib/booking';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { HttpError } from '@/lib/server-api/errors';
import { audit } from '@/lib/staff/audit';
import { referenceSchema } from '@/lib/staff/bookings/filters';
import { centreScope } from '@/lib/staff/bookings/scope';
import type { StaffViewer } from '@/lib/staff/viewer';

const notFound = () => new HttpError(404, 'not_found', 'That was not found.');

export async function uploadReport(
  db: Db,
  viewer: StaffViewer,
  reference: string,
  bytes: Uint8Array,
  now: Date = new Date(),
): Promise<{ reference: string; status: string; size: number }> {
  const wanted = referenceSchema.safeParse(reference);
  if (!wanted.success) throw notFound();
  const scope = centreScope(viewer);
  const [found] = await db
    .select({ id: bookings.id, centreId: bookings.centreId })
    .from(bookings)
    .where(eq(bookings.reference, wanted.data));
  // Another centre's booking reads as none, before its file is even looked at.
  if (!found || (scope !== null && !scope.includes(found.centreId))) throw notFound();
  checkReport(bytes);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: bookings.status, reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, found.id))
      .for('update');
    let status = locked!.status;
    if (!['report_ready', 'completed'].includes(status)) {
      status = (
        await moveBookingIn(
          tx,
          found.id,
          { to: 'report_ready', actor: 'centre', staffUserId: viewer.id, now },
          scope,
        )
      ).status;
    }
    await storeReport(tx, found.id, bytes, viewer.id, now);
    await audit(tx as unknown as Db, viewer, {
      action: 'report.uploaded',
      recordType: 'booking',
      recordId: locked!.reference,
      detail: { size: bytes.length },
    });
    return { reference: locked!.reference, status, size: bytes.length };
  });
}
