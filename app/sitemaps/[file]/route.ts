import { errorResponse } from '@/lib/server-api/errors';
import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { cachedSitemapPlan, sitemapFileChunks, xmlStream } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  // The index's own spelling only (no leading zeros): one address per file.
  const match = /^(0|[1-9]\d{0,3})\.xml$/.exec((await params).file);
  const chunks = match
    ? sitemapFileChunks(
        await getReplicaDb(),
        env().SITE_URL,
        await cachedSitemapPlan(),
        Number(match[1]),
      )
    : null;
  if (!chunks) return errorResponse(404, 'There is no such sitemap.', 'sitemap_not_found');
  return new Response(xmlStream(chunks), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
