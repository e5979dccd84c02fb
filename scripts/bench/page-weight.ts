// What a first visit downloads: the HTML and every script the HTML references, gzip-sized.
import { gzipSync } from 'node:zlib';

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

export interface PageWeight {
  html_gzip_bytes: number;
  js_gzip_bytes: number;
  scripts: number;
}

export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const html = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer());
  const text = html.toString('utf8');
  // Modern browsers skip nomodule scripts (legacy polyfills), so they are not first-load JS.
  const srcs = new Set(
    [...text.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
      .filter((m) => !/\bnoModule\b|\bnomodule\b/.test(`${m[1]} ${m[3]}`))
      .map((m) => m[2]!),
  );
  let js = 0;
  for (const src of srcs) {
    js += gz(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer()));
  }
  return { html_gzip_bytes: gz(html), js_gzip_bytes: js, scripts: srcs.size };
}
