// The centre gives a new time for a report it cannot give by the time promised: one of its
// own bookings only (another centre's reads as none), the change and its audit row in one
// transaction.
import { z } from 'zod';
import { setReportNewTime } from '@/lib/booking';
import type { Db } from '@/lib/db/connect';
import { audit, type StaffViewer } from '@/lib/staff';
import { ownBookingId } from './own-booking';

export const reportTimeBody = z.object({
  /** The new time, an ISO instant with its offset; in the future, within 7 days. */
  new_due_at: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
});
export type ReportTimeBody = z.infer<typeof reportTimeBody>;

export async function giveReportNewTime(
  db: Db,
  viewer: StaffViewer,
  reference: string,
  body: ReportTimeBody,
  now: Date = new Date(),
): Promise<{ reference: string; new_due_at: string; patient_told: boolean }> {
  const id = await ownBookingId(db, viewer, reference);
  return db.transaction(async (tx) => {
    const done = await setReportNewTime(tx, id, new Date(body.new_due_at), viewer.id, now);
    await audit(tx as unknown as Db, viewer, {
      action: 'report.new_time',
      recordType: 'booking',
      recordId: done.reference,
      detail: { new_due_at: done.newDueAt.toISOString(), patient_told: done.told },
    });
    return {
      reference: done.reference,
      new_due_at: done.newDueAt.toISOString(),
      patient_told: done.told,
    };
  });
}
