import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute } from '@/lib/staff/partner/centre-routes';
import { settingsBody, updateSettings } from '@/lib/staff/partner/schedule';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(settingsBody, ({ viewer, db }, centreId, body) =>
  updateSettings(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
