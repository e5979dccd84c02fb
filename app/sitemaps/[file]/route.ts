import { errorResponse } from '@/lib/server-api/errors';
import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { sitemapPart } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const xml = match
    ? await sitemapPart(await getReplicaDb(), env().SITE_URL, Number(match[1]))
    : null;
  if (!xml) return errorResponse(404, 'There is no such sitemap.', 'sitemap_not_found');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
