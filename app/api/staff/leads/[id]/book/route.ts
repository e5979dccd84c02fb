import { NextResponse } from 'next/server';
import { bookingCreateBody, idempotencyKeyOf, toBookingView } from '@/lib/booking';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';
import { staffBookingPath } from '@/lib/booking-desk';
import { bookForLead, leadIdOf, type LeadRouteContext } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi(
  'bookOnBehalf',
  async (request, { viewer, db }, context: LeadRouteContext) => {
    const leadId = await leadIdOf(context);
    const key = idempotencyKeyOf(request);
    const body = await parseJsonBody(request, bookingCreateBody);
    const { booking, replayed } = await bookForLead(db, viewer, leadId, body, key);
    // The agent goes on to the booking's staff page, not the patient's own.
    const view = { ...toBookingView(booking), page_url: staffBookingPath(booking.row.reference) };
    return NextResponse.json({ booking: view }, { status: replayed ? 200 : 201 });
  },
);

export const GET = methodNotAllowed('POST');
