// A page's link-preview picture as a crawler reads it: the <meta> tags of the HTML, og:image
// fetched, the PNG's size from its header.
import { expect, type APIRequestContext } from '@playwright/test';

const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The content of the <meta> with this property or name, as an HTML parser would read it. */
export function meta(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (attr('property') === key || attr('name') === key) {
      const content = attr('content');
      return content === undefined ? undefined : unescapeHtml(content);
    }
  }
  return undefined;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii'), 'IHDR first').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The og:image of a page, fetched from this server (SITE_URL may name another host). */
export async function sharePicture(request: APIRequestContext, html: string, userAgent?: string) {
  const url = meta(html, 'og:image');
  expect(url, 'og:image').toMatch(/^https?:\/\/[^/]+\/.+/);
  const { pathname, search } = new URL(url!);
  const response = await request.get(pathname + search, {
    headers: userAgent ? { 'user-agent': userAgent } : {},
    maxRedirects: 0, // crawlers follow few redirects: the picture answers at once
  });
  expect(response.status(), `${pathname}${search}`).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return { url: url!, bytes: await response.body() };
}
