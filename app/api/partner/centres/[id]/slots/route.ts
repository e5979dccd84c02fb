import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute } from '@/lib/staff/partner/centre-routes';
import { blockBody, blockSlot } from '@/lib/staff/partner/schedule';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(blockBody, ({ viewer, db }, centreId, body) =>
  blockSlot(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
