import { methodNotAllowed } from '@/lib/server-api/errors';
import { centreRoute, settingsBody, updateSettings } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

export const POST = centreRoute(settingsBody, ({ viewer, db }, centreId, body) =>
  updateSettings(db, viewer, centreId, body),
);

export const GET = methodNotAllowed('POST');
