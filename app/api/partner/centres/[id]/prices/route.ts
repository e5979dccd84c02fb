import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute } from '@/lib/staff/partner/centre-routes';
import { priceBody, setOwnPrice } from '@/lib/staff/partner/schedule';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(priceBody, ({ viewer, db }, centreId, body) =>
  setOwnPrice(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
