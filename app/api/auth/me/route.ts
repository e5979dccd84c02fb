import { type SessionResponse, requirePatient } from '@/lib/accounts';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** The logged-in patient, or 401 (an ended or expired session, or none). */
export const GET = withApi(async (request) => {
  const patient = await requirePatient(await getDb(), request);
  const answer: SessionResponse = { is_logged_in: true, customer_phone: patient.customerPhone };
  return Response.json(answer, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
