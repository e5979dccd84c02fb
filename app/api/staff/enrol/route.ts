import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { enrolStartBody, type EnrolAnswer } from '@/lib/staff/client';
import { assertOwnPassword, startEnrolment, withStaffApi } from '@/lib/staff';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi('enrolment', async (request, { viewer, auth }) => {
  assertOwnPassword(viewer);
  const { password } = await parseJsonBody(request, enrolStartBody);
  const enrolment = await startEnrolment(
    auth,
    { headers: request.headers, ip: viewer.ip },
    password,
  );
  const answer: EnrolAnswer = {
    qr_svg: enrolment.qrSvg,
    secret: enrolment.secret,
    totp_uri: enrolment.totpUri,
    backup_codes: enrolment.backupCodes,
  };
  return NextResponse.json(answer);
});

export const GET = methodNotAllowed('POST');
