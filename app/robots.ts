import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// Built per request so SITE_URL is the running server's, not the build machine's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${env().SITE_URL}/sitemap.xml`,
  };
}
