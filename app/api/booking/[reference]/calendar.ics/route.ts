import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { bookingIcs, ownedBooking, tailoredPreparation } from '@/lib/booking';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export const GET = withApi(async (request, { params }: Context) => {
  const db = await getDb();
  const details = await ownedBooking(db, request, (await params).reference);
  const preparation = await tailoredPreparation(db, details);
  const ics = bookingIcs(
    details,
    details.centre.slotMinutes,
    env().SITE_URL,
    new Date(),
    preparation,
  );
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${details.row.reference}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const POST = methodNotAllowed('GET');
