import { NextResponse, type NextRequest } from 'next/server';
import { canonicalProductRedirect } from '@/lib/catalog/canonical';
import { getDb } from '@/lib/db';

// Product pages are cached and cannot see the query string, so the permanent redirect to the
// canonical address (letter case, slug) happens here, where the query can be kept.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  let target: string | null;
  try {
    target = await canonicalProductRedirect(await getDb(), pathname);
  } catch {
    return NextResponse.next(); // the page itself will answer (or say the database is down)
  }
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  url.search = search;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Three path segments, the last a 6-character id; never the API, assets or logos.
  matcher: ['/((?!api/|_next/|partner-logos/)[^/]+/[^/]+/[A-Za-z0-9]{6}/?)'],
};
