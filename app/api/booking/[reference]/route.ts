import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { ownedBooking, toBookingView } from '@/lib/booking';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export const GET = withApi(async (request, { params }: Context) => {
  const details = await ownedBooking(await getDb(), request, (await params).reference);
  return Response.json({ booking: toBookingView(details) }, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
