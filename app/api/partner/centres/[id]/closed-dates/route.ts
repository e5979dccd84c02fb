import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute, closedDateBody, setClosedDate } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(closedDateBody, ({ viewer, db }, centreId, body) =>
  setClosedDate(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
