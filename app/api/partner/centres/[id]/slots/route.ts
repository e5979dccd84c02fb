import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute, blockBody, blockSlot } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(blockBody, ({ viewer, db }, centreId, body) =>
  blockSlot(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
