/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// @ts-expect-error: Next's own copy of the compression middleware ships without types
import nextCompression from 'next/dist/compiled/compression';
import {
  fillErrorShell,
  fillNotFoundAnswers,
  isPageRequest,
  keepOutermost,
  NOT_FOUND_CACHE_CONTROL,
  notFoundParts,
} from './not-found-document';
import { paintFirstRewriter } from './paint-first';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/** The middleware Next applies inside its request handler, after our server has wrapped res. */
const compress = (nextCompression as () => Middleware)();

const PRERENDERED =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><style data-href="root-css">body{}</style>' +
  '<title>Page not found | DiagnoBook</title></head><body><div hidden=""></div><header class="site-header">' +
  '<a href="/">DiagnoBook</a></header><script>self.__next_f=1</script><main><h1>We could not find that page</h1></main></body></html>';
// Longer than the compression threshold (1 kB), as Next's real error document is.
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Home title</title></head>' +
  `<body><div hidden=""></div><script>self.__next_f.push([1,"${'flight '.repeat(300)}"])</script></body></html>`;

const parts = notFoundParts(PRERENDERED);

describe('the not-found document', () => {
  it('fills Next’s error document with the language, title, styles and markup, scripts kept', () => {
    const html = fillErrorShell(SHELL, parts);
    expect(html).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="en-IN">/);
    expect(html).toContain('<title>Page not found | DiagnoBook</title>');
    expect(html).not.toContain('Home title');
    expect(html).toContain('<style data-href="root-css">body{}</style></head>');
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('We could not find that page')).toBeLessThan(body.indexOf('<script>'));
    expect(body).toContain('self.__next_f.push([1,"flight');
    expect(body).not.toContain('self.__next_f=1'); // the prerendered page's own flight is left out
  });

  it('copies a `$` in the page as it is', () => {
    const priced = notFoundParts(
      PRERENDERED.replace('We could not', () => 'From $& $1 we could not'),
    );
    expect(fillErrorShell(SHELL, priced)).toContain('From $& $1 we could not');
  });

  it('leaves any other document alone', () => {
    expect(fillErrorShell(PRERENDERED, parts)).toBe(PRERENDERED);
  });

  it('watches page documents only', () => {
    const page = { method: 'GET', url: '/zzz/', headers: {} };
    expect(isPageRequest(page)).toBe(true);
    expect(isPageRequest({ ...page, method: 'HEAD' })).toBe(true);
    expect(isPageRequest({ ...page, method: 'POST' })).toBe(false);
    expect(isPageRequest({ ...page, headers: { rsc: '1' } })).toBe(false);
    expect(isPageRequest({ ...page, url: '/api/health/' })).toBe(false);
    expect(isPageRequest({ ...page, url: '/_next/static/x.js' })).toBe(false);
  });
});

describe('keepOutermost', () => {
  it('stays outside a method assigned later, which still reaches the one it wrapped', () => {
    const calls: string[] = [];
    const target = { write: (s: string) => void calls.push(`native ${s}`) };
    keepOutermost(target, 'write', (below, args) => {
      calls.push(`ours ${String(args[0])}`);
      return below(...args);
    });
    // As compression does: keep what is there, put its own in place, call down to the kept one.
    const kept = target.write;
    target.write = (s: string) => {
      calls.push(`layer ${s}`);
      kept(s.toUpperCase());
    };
    target.write('a');
    expect(calls).toEqual(['ours a', 'layer a', 'native A']);
    // Later, outside any call (as the gzip stream's output arrives): straight to the native one.
    calls.length = 0;
    kept('b');
    expect(calls).toEqual(['native b']);
  });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; chunks: number };

/**
 * A real server: our wrapper first, then Next's compression middleware (as serve.mjs and Next's
 * handler apply them), then `render` writing the answer as Next does.
 */
async function serve(
  render: (res: ServerResponse) => void | Promise<void>,
  request: {
    method?: string;
    gzip?: boolean;
    onFirstChunk?: () => void;
    paintFirst?: boolean;
  } = {},
): Promise<Answer & { finished: boolean }> {
  let finished = false;
  const server = http.createServer((req, res) => {
    fillNotFoundAnswers(
      res,
      () => parts,
      request.paintFirst ? () => paintFirstRewriter() : undefined,
    );
    compress(req, res, () => undefined);
    res.once('finish', () => (finished = true));
    void render(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          path: '/missing/',
          method: request.method ?? 'GET',
          headers: { 'accept-encoding': request.gzip ? 'gzip' : 'identity' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            if (chunks.length === 0) request.onFirstChunk?.();
            chunks.push(c);
          });
          res.on('error', reject);
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const gzipped = res.headers['content-encoding'] === 'gzip';
            const body = (gzipped ? gunzipSync(raw) : raw).toString('utf8');
            resolve({ status: res.statusCode!, headers: res.headers, body, chunks: chunks.length });
          });
        },
      );
      req.setTimeout(5_000, () => req.destroy(new Error('the answer never ended')));
      req.on('error', reject);
      req.end();
    });
    return { ...answer, finished };
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/** Next's streaming writer (pipe-readable): headers flushed before the first chunk, then each. */
async function stream(res: ServerResponse, status: number, chunks: string[]) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 's-maxage=3600');
  res.flushHeaders();
  for (const chunk of chunks) {
    res.write(new TextEncoder().encode(chunk));
    (res as ServerResponse & { flush?: () => void }).flush?.();
    await new Promise((r) => setTimeout(r, 5));
  }
  res.end();
}

describe('fillNotFoundAnswers', () => {
  for (const gzip of [false, true]) {
    const how = gzip ? 'gzipped' : 'plain';

    it(`sends a streamed error document filled, whole and uncached (${how})`, async () => {
      const answer = await serve(
        (res) => stream(res, 404, [SHELL.slice(0, 150), SHELL.slice(150)]),
        {
          gzip,
        },
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(fillErrorShell(SHELL, parts));
      expect(answer.headers['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL);
      expect(answer.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
      expect(answer.finished).toBe(true);
    });

    it(`sends a cached error document filled with its new length (${how})`, async () => {
      const answer = await serve(
        (res) => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate');
          res.setHeader('Content-Length', Buffer.byteLength(SHELL));
          res.end(Buffer.from(SHELL));
        },
        { gzip },
      );
      expect(answer.body).toBe(fillErrorShell(SHELL, parts));
      expect(answer.headers['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL);
      if (!gzip) {
        expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
      }
      expect(answer.finished).toBe(true);
    });

    it(`answers HEAD for a missing page without a stale length (${how})`, async () => {
      const answer = await serve(
        (res) => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Length', Buffer.byteLength(SHELL));
          res.end(null);
        },
        { gzip, method: 'HEAD' },
      );
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL);
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.finished).toBe(true);
    });

    it(`streams a found page as it is written, headers untouched (${how})`, async () => {
      let reachedClient!: () => void;
      const firstChunkArrived = new Promise<void>((r) => (reachedClient = r));
      const answer = await serve(
        async (res) => {
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 's-maxage=3600');
          res.flushHeaders();
          res.write(new TextEncoder().encode(SHELL.slice(0, 1_200)));
          (res as ServerResponse & { flush?: () => void }).flush?.();
          // A held answer never reaches the client before its end: this would wait for ever.
          await firstChunkArrived;
          res.end(SHELL.slice(1_200));
        },
        { gzip, onFirstChunk: () => reachedClient() },
      );
      expect(answer.body).toBe(SHELL);
      expect(answer.headers['cache-control']).toBe('s-maxage=3600');
      expect(answer.finished).toBe(true);
    });
  }

  describe('with a rewrite of found pages (lib/seo/paint-first.ts)', () => {
    const PAGE =
      '<!DOCTYPE html><html lang="te"><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
      `<body><h1>ఎంఆర్ఐ</h1><p>${'text '.repeat(400)}</p><script src="/_next/static/chunks/b.js" async=""></script></body></html>`;
    const rewritten = (() => {
      const r = paintFirstRewriter();
      return Buffer.concat([r.write(Buffer.from(PAGE)), r.end()]).toString('utf8');
    })();

    for (const gzip of [false, true]) {
      const how = gzip ? 'gzipped' : 'plain';
      it(`rewrites a cached page and drops its length, now wrong (${how})`, async () => {
        const answer = await serve(
          (res) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Content-Length', Buffer.byteLength(PAGE));
            res.end(Buffer.from(PAGE));
          },
          { gzip, paintFirst: true },
        );
        expect(rewritten).not.toBe(PAGE);
        expect(answer.body).toBe(rewritten);
        expect(answer.headers['content-length']).toBeUndefined();
        expect(answer.finished).toBe(true);
      });

      it(`rewrites a streamed page cut inside a tag and a letter (${how})`, async () => {
        const bytes = Buffer.from(PAGE);
        const at = [
          PAGE.indexOf('async=') + 3,
          Buffer.from(PAGE.slice(0, PAGE.indexOf('ఎం'))).length + 1,
        ];
        const answer = await serve(
          async (res) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.flushHeaders();
            res.write(bytes.subarray(0, at[0]));
            res.write(bytes.subarray(at[0], at[1]));
            await new Promise((r) => setTimeout(r, 5));
            res.end(bytes.subarray(at[1]));
          },
          { gzip, paintFirst: true },
        );
        expect(answer.body).toBe(rewritten);
      });
    }

    it('leaves answers other than HTML alone', async () => {
      const json = '{"src":"<script src=\\"/_next/static/chunks/a.js\\" async=\\"\\"></script>"}';
      const answer = await serve(
        (res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(json);
        },
        { paintFirst: true },
      );
      expect(answer.body).toBe(json);
    });
  });

  it('sends another 404 document as written, still uncached', async () => {
    const page = PRERENDERED.replace('<html lang="en-IN">', '<html lang="en-IN" data-x="">');
    const answer = await serve((res) => stream(res, 404, [page]));
    expect(answer.body).toBe(page);
    expect(answer.headers['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  // A rewrite's answer (the proxy's to /_not-found/ for a malformed address) comes with the
  // inner answer's Transfer-Encoding copied: a length beside it is an answer no client parses.
  it('sends a 404 that was to be chunked with its length alone', async () => {
    const page = PRERENDERED.replace('<html lang="en-IN">', '<html lang="en-IN" data-x="">');
    const answer = await serve((res) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Transfer-Encoding', 'chunked');
      res.end(Buffer.from(page));
    });
    expect(answer.body).toBe(page);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(page)));
  });

  it('leaves a 404 in JSON alone', async () => {
    const answer = await serve((res) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end('{"error":"not_found"}');
    });
    expect(answer.body).toBe('{"error":"not_found"}');
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
