import { requirePatient } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { myData, recordExport } from '@/lib/privacy';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';

export const dynamic = 'force-dynamic';

/** My data as a file: the same object the page lists (lib/privacy/my-data.ts). */
export const GET = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  const now = new Date();
  const data = await myData(db, { phone: patient.customerPhone, userId: patient.userId }, now);
  await recordExport(db, now);
  logger.info('my data exported');
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="diagnobook-my-data-${now.toISOString().slice(0, 10)}.json"`,
    },
  });
});

export const POST = methodNotAllowed('GET');
