import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { cachedSitemapPlan, sitemapFileChunks, sitemapIndexOf, xmlStream } from '@/lib/seo';

// Read from the database on request (never at build time); shared caches keep it an hour.
export const dynamic = 'force-dynamic';

const HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

export async function GET() {
  const plan = await cachedSitemapPlan();
  const index = sitemapIndexOf(plan, env().SITE_URL);
  if (index !== null) return new Response(index, { headers: HEADERS });
  // Everything fits one file: it is served here, streamed like any file of an index.
  const chunks = sitemapFileChunks(await getReplicaDb(), env().SITE_URL, plan, 0)!;
  return new Response(xmlStream(chunks), { headers: HEADERS });
}
