import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute, priceBody, setOwnPrice } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(priceBody, ({ viewer, db }, centreId, body) =>
  setOwnPrice(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
