import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { sitemapRoot } from '@/lib/seo';

// Read from the database on request (never at build time); shared caches keep it an hour.
export const dynamic = 'force-dynamic';

export async function GET() {
  const xml = await sitemapRoot(await getReplicaDb(), env().SITE_URL);
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
