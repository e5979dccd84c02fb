// A page that calls notFound() answers 404 with Next's error document: an <html> without lang,
// an empty <body>, and the route's not-found page only in the flight data, drawn by the browser
// once the script runs (Next 16 renders error boundaries in the browser only: vercel/next.js
// #62228). A crawler or a phone without JavaScript would see a blank page with the home
// page's title. The production server (scripts/serve.mjs) fills that document with the site's
// prerendered not-found page of its language (app/[locale]/not-found-page): its language, title, styles and visible
// markup. The flight data and scripts stay as Next wrote them, and so does the error document's
// id on <html>: with JavaScript, Next draws the route's own not-found page (a booking's, with its
// way in for the owner) in place of the filled markup, as it did in place of the empty body.

import type { IncomingMessage, ServerResponse } from 'node:http';

/** A streaming rewrite of a page's bytes (lib/seo/paint-first.ts). */
export interface Rewriter {
  write(chunk: Buffer): Buffer;
  end(): Buffer;
}

/** How Next's error document begins (app-render's errorShell, rendered by React). */
export const ERROR_SHELL_START = '<!DOCTYPE html><html id="__next_error__">';

/** 404s are never stored by shared caches: a missing city or test may exist tomorrow. */
export const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

export function isErrorShell(html: string): boolean {
  return html.startsWith(ERROR_SHELL_START);
}

export type NotFoundParts = { lang: string; title: string; styles: string; body: string };

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** What the error document lacks, read from the prerendered not-found page's HTML. */
export function notFoundParts(html: string): NotFoundParts {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1];
  if (!lang || !title || head === undefined || body === undefined) {
    throw new Error('The prerendered not-found page is not the document it should be');
  }
  const styles = (head.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []).join('');
  return { lang, title, styles, body: body.replace(SCRIPT, '') };
}

/** Next's error document with the not-found page's language, title, styles and markup. */
export function fillErrorShell(shell: string, parts: NotFoundParts): string {
  if (!isErrorShell(shell)) return shell;
  // Functions as replacements: a `$` in the page's text or styles is no replacement pattern.
  const withLang = shell.replace(
    ERROR_SHELL_START,
    () => `<!DOCTYPE html><html id="__next_error__" lang="${parts.lang}">`,
  );
  const title = `<title>${parts.title}</title>`;
  const titled = /<title>[^<]*<\/title>/.test(withLang)
    ? withLang.replace(/<title>[^<]*<\/title>/, () => title)
    : withLang.replace('</head>', () => `${title}</head>`);
  // Before the first script: the markup is there before anything runs.
  return titled
    .replace('</head>', () => `${parts.styles}</head>`)
    .replace('<body>', () => `<body>${parts.body}`);
}

/** A page's document: not the API, a script or style, nor the flight data of a navigation. */
export function isPageRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers.rsc === undefined &&
    !/^\/(?:api|_next)\//.test(req.url ?? '')
  );
}

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Around = (below: (...args: unknown[]) => unknown, args: unknown[]) => unknown;

/**
 * Makes `around` the outermost layer of `target[name]` for good: a function assigned later (as
 * Next's compression assigns res.write and res.end once the request reaches it) goes beneath it.
 * Such a layer reads the method it wraps before it replaces it, and calls that later, even
 * asynchronously (the gzip stream's output): each read hands out the method as it stood then,
 * so a layer's call reaches the layer below it and never comes back up through `around`.
 */
export function keepOutermost(target: object, name: string, around: Around): void {
  const layers: Method[] = [Reflect.get(target, name) as Method];
  const readers: Method[] = [];
  const reader = (level: number): Method =>
    (readers[level] ??= function (this: unknown, ...args: unknown[]) {
      const below = layers[level - 1]!;
      if (level < layers.length) return below.apply(this, args);
      return around((...passed) => below.apply(this, passed), args);
    });
  Object.defineProperty(target, name, {
    configurable: true,
    enumerable: true,
    get: () => reader(layers.length),
    set: (layer: Method) => void layers.push(layer),
  });
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);
}

/**
 * Watches a page's answer. A 404 in HTML is held back (it is small), kept out of shared caches,
 * and sent whole at its end, filled with the not-found page when it is Next's error document.
 * Every other answer passes through as it is written, streamed as before (through `rewriterFor`'s
 * rewrite when it gives one, for HTML): the decision is made once, when the headers are about to
 * go (flushHeaders, the first write, or end).
 */
export function fillNotFoundAnswers(
  res: ServerResponse,
  parts: () => NotFoundParts,
  rewriterFor?: () => Rewriter | null,
): void {
  let held: Buffer[] | null = null;
  let rewriter: Rewriter | null = null;
  let decided = false;
  const decide = () => {
    decided = true;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (!html || res.headersSent) return;
    if (res.statusCode === 404) held = [];
    else rewriter = rewriterFor?.() ?? null;
    // A rewritten answer's length is known only at its end: it goes chunked.
    if (rewriter) res.removeHeader('Content-Length');
  };

  keepOutermost(res, 'flushHeaders', (below, args) => {
    if (!decided) decide();
    // Held: the headers go with the whole answer, once they are final.
    return held ? undefined : below(...args);
  });

  keepOutermost(res, 'write', (below, args) => {
    if (!decided) decide();
    if (rewriter) {
      const [chunk, encoding, ...rest] = args as [Chunk, unknown, ...unknown[]];
      const callback = typeof encoding === 'function' ? [encoding] : rest;
      return below(rewriter.write(toBuffer(chunk, encoding)), ...callback);
    }
    if (!held) return below(...args);
    const [chunk, encoding, callback] = args as [Chunk, unknown, unknown];
    held.push(toBuffer(chunk, encoding));
    const done = [encoding, callback].find((a) => typeof a === 'function') as Callback | undefined;
    if (done) process.nextTick(done);
    return true;
  });

  keepOutermost(res, 'end', (below, args) => {
    if (!decided) decide();
    if (rewriter) {
      const last = args.find((a) => typeof a !== 'function' && a != null) as Chunk | undefined;
      const encoding = typeof args[1] === 'string' ? args[1] : undefined;
      const done = args.filter((a) => typeof a === 'function');
      const tail = last === undefined ? [] : [rewriter.write(toBuffer(last, encoding))];
      return below(Buffer.concat([...tail, rewriter.end()]), ...done);
    }
    if (!held) return below(...args);
    const last = args.find((a) => typeof a !== 'function' && a != null) as Chunk | undefined;
    const encoding = typeof args[1] === 'string' ? args[1] : undefined;
    const done = args.find((a) => typeof a === 'function') as Callback | undefined;
    if (last !== undefined) held.push(toBuffer(last, encoding));
    const written = Buffer.concat(held);
    held = [];
    if (done) res.once('finish', () => done());
    // Headers sent meanwhile (a writeHead of its own) can no longer change: sent as written.
    if (res.headersSent) return below(written);
    const text = written.toString('utf8');
    const body = isErrorShell(text) ? Buffer.from(fillErrorShell(text, parts())) : written;
    res.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    // A HEAD answer has no body to measure: the length of the unfilled document would be wrong.
    // Otherwise the whole body is here: its length, and no chunking beside it (a rewrite's
    // answer arrives with the inner answer's Transfer-Encoding; both is an answer no client
    // parses).
    if (res.req?.method === 'HEAD') res.removeHeader('Content-Length');
    else {
      res.removeHeader('Transfer-Encoding');
      res.setHeader('Content-Length', String(body.length));
    }
    return below(body);
  });
}
