import { createLink, linkBody } from '@/lib/campaigns';
import { env } from '@/lib/env';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';

export const dynamic = 'force-dynamic';

/** Builds and keeps a campaign link (marketing, admin): its address and its QR code. */
export const POST = withStaffApi('campaigns', async (request, { viewer, db }) => {
  const body = await parseJsonBody(request, linkBody);
  const link = await createLink(db, viewer.id, body, env().SITE_URL);
  return Response.json(
    { link: { id: link.id, url: link.url, qr_svg: link.qrSvg } },
    { status: 201 },
  );
});

export const GET = methodNotAllowed('POST');
