import { isbot } from 'isbot';
import { countView, viewBody } from '@/lib/campaigns';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { parseJsonBody } from '@/lib/server-api/validation';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

/**
 * A landing view of a campaign link, sent by the page's beacon: one more in the
 * day's count for the page and campaign. Crawlers are not counted; nothing of the visitor is
 * kept. 204 either way, so the beacon learns nothing it could use.
 */
export const POST = withApi(async (request) => {
  const handle = await getDbHandle();
  await enforce(
    getLimiters(handle).campaignViewPerIp,
    clientIp(request, env().TRUSTED_PROXY_COUNT),
  );
  const body = await parseJsonBody(request, viewBody);
  if (isbot(request.headers.get('user-agent'))) return new Response(null, { status: 204 });
  if (!(await countView(handle.primary, body.page))) {
    throw new HttpError(
      422,
      'not_a_campaign_visit',
      'This address has no campaign parameters (utm_source, utm_campaign, gclid or fbclid).',
    );
  }
  return new Response(null, { status: 204 });
});

export const GET = methodNotAllowed('POST');
