import { familyAction, familyJson, verifyCodeBody, verifyMemberCode } from '@/lib/family';
import { env } from '@/lib/env';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** The code the member's number got: the right one verifies the number. */
export const POST = familyAction(
  verifyCodeBody,
  'verified',
  async ({ db, handle, request, patient, member, body, now }) => {
    await enforce(getLimiters(handle).otpVerifyPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
    await verifyMemberCode(
      db,
      patient.userId,
      member!.id,
      { requestId: body.request_id, code: body.code },
      now,
    );
    return { json: await familyJson(db, patient.userId, now) };
  },
);

export const GET = methodNotAllowed('POST');
