import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute } from '@/lib/staff/partner/centre-routes';
import { closedDateBody, setClosedDate } from '@/lib/staff/partner/schedule';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(closedDateBody, ({ viewer, db }, centreId, body) =>
  setClosedDate(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
