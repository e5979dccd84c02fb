import { channelBody, listChannels, setChannel } from '@/lib/campaigns';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';

export const dynamic = 'force-dynamic';

/** The admin adds a source or medium to the list links choose from, or removes one. */
export const POST = withStaffApi('campaignChannels', async (request, { viewer, db }) => {
  const body = await parseJsonBody(request, channelBody);
  await setChannel(db, viewer.id, body);
  return Response.json({ channels: await listChannels(db) });
});

export const GET = methodNotAllowed('POST');
