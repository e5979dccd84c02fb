// What a first visit downloads: the HTML and every script the HTML references, gzip-sized.
import { get } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/**
 * What a new TCP connection delivers in its first round trip: 10 segments of 1,460 bytes
 * (RFC 6928, and Lighthouse's simulation). A page whose response fits starts painting one
 * round trip earlier on a phone network.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

export interface PageWeight {
  /** The HTML response as the server sends it to a browser: headers plus gzip body. */
  response_bytes: number;
  html_gzip_bytes: number;
  js_gzip_bytes: number;
  scripts: number;
}

/** The page as a browser receives it: the bytes on the wire (headers and gzip body), and the HTML. */
function fetchPage(url: string): Promise<{ wireBytes: number; html: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let wireBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        wireBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        wireBytes += body.length;
        const gzipped = res.headers['content-encoding'] === 'gzip';
        resolve({ wireBytes, html: gzipped ? gunzipSync(body) : body });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const { wireBytes, html } = await fetchPage(`${baseUrl}${path}`);
  const text = html.toString('utf8');
  // Modern browsers skip nomodule scripts (legacy polyfills), so they are not first-load JS.
  // The chunks a public page runs once painted are named in calls (lib/seo/paint-first.ts).
  const srcs = new Set([
    ...[...text.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
      .filter((m) => !/\bnoModule\b|\bnomodule\b/.test(`${m[1]} ${m[3]}`))
      .map((m) => m[2]!),
    ...[...text.matchAll(/__paintFirst\("([^"]+)"\)/g)].map((m) => m[1]!),
  ]);
  let js = 0;
  for (const src of srcs) {
    js += gz(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer()));
  }
  return {
    response_bytes: wireBytes,
    html_gzip_bytes: gz(html),
    js_gzip_bytes: js,
    scripts: srcs.size,
  };
}
