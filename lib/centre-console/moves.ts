// A centre staff member moving one of their centres' bookings: accept, decline with
// a reason, check in, assign a technician... The move, its side effects and its audit row are
// one transaction; a booking of another centre is not found.
import { z } from 'zod';
import { moveBookingIn } from '@/lib/booking';
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/booking/client';
import type { Db } from '@/lib/db/connect';
import { indianMobileSchema } from '@/lib/locale/mobile';
import { audit, centreScope, type StaffViewer } from '@/lib/staff';
import { ownBookingId } from './own-booking';

export const REASON_MAX_CHARS = 300;

export const moveBody = z.object({
  to: z.enum(BOOKING_STATUSES, { error: 'must be a booking status' }),
  reason: z
    .string({ error: 'must be text' })
    .trim()
    .max(REASON_MAX_CHARS, `must be at most ${REASON_MAX_CHARS} characters`)
    .optional(),
  technician_name: z
    .string({ error: 'must be text' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(80, 'must be at most 80 characters')
    .optional(),
  technician_phone: indianMobileSchema.optional(),
});
export type MoveBody = z.infer<typeof moveBody>;

export async function moveAsCentre(
  db: Db,
  viewer: StaffViewer,
  reference: string,
  body: MoveBody,
  now: Date = new Date(),
): Promise<{ reference: string; status: BookingStatus }> {
  const id = await ownBookingId(db, viewer, reference);
  const technician =
    body.technician_name && body.technician_phone
      ? { name: body.technician_name, phone: body.technician_phone }
      : null;
  return db.transaction(async (tx) => {
    const moved = await moveBookingIn(
      tx,
      id,
      {
        to: body.to,
        actor: 'centre',
        staffUserId: viewer.id,
        reason: body.reason ?? null,
        technician,
        now,
      },
      centreScope(viewer),
    );
    await audit(tx as unknown as Db, viewer, {
      action: 'booking.moved',
      recordType: 'booking',
      recordId: moved.reference,
      detail: { to: body.to, ...(body.reason ? { reason: body.reason } : {}) },
    });
    return { reference: moved.reference, status: moved.status as BookingStatus };
  });
}
