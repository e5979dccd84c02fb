// A page that calls notFound() answers 404 with Next's error document: an <html> without lang,
// an empty <body>, and the route's not-found page only in the flight data, drawn by the browser
// once the script runs (Next 16 renders error boundaries in the browser only: vercel/next.js
// issue 62228). A crawler or a phone without JavaScript would see a blank page with the home
// page's title. The production server (scripts/serve.mjs) fills that document with the site's
// prerendered not-found page (app/not-found.tsx): its language, title, styles and visible
// markup. The flight data and scripts stay as Next wrote them, so with JavaScript the browser
// still draws the route's own not-found page (a booking's, with its way in for the owner).

/** How Next's error document begins (app-render's errorShell, rendered by React). */
export const ERROR_SHELL_START = '<!DOCTYPE html><html id="__next_error__">';

/** 404s are never stored by shared caches: a missing city or test may exist tomorrow. */
export const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

export function isErrorShell(start: string): boolean {
  return start.startsWith(ERROR_SHELL_START);
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
  const withLang = shell.replace(
    ERROR_SHELL_START,
    `<!DOCTYPE html><html id="__next_error__" lang="${parts.lang}">`,
  );
  const titled = /<title>[^<]*<\/title>/.test(withLang)
    ? withLang.replace(/<title>[^<]*<\/title>/, `<title>${parts.title}</title>`)
    : withLang.replace('</head>', `<title>${parts.title}</title></head>`);
  // Before the first script: the markup is there before anything runs.
  return titled
    .replace('</head>', `${parts.styles}</head>`)
    .replace(/<body>/, `<body>${parts.body}`);
}

type Chunk = string | Uint8Array;
type Writable = {
  statusCode: number;
  headersSent: boolean;
  getHeader(name: string): unknown;
  setHeader(name: string, value: string): unknown;
  removeHeader(name: string): void;
  write(chunk: Chunk, ...rest: unknown[]): boolean;
  end(...args: unknown[]): unknown;
};

const text = (chunk: Chunk) =>
  typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');

/**
 * Watches a page's answer: a 404 in HTML is kept out of shared caches, and Next's error document
 * is held back (it is small) and sent filled with the not-found page. Every other answer passes
 * through as it is written; the decision is made on the first chunk, before the headers go.
 */
export function fillNotFoundAnswers(res: Writable, parts: () => NotFoundParts): void {
  const write = res.write.bind(res) as Writable['write'];
  const end = res.end.bind(res) as Writable['end'];
  let held: string[] | null = null;
  let decided = false;
  const decide = (first: Chunk | undefined) => {
    decided = true;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (res.statusCode !== 404 || !html || res.headersSent) return;
    res.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    if (first !== undefined && isErrorShell(text(first))) {
      held = [];
      res.removeHeader('Content-Length');
    }
  };
  res.write = (chunk: Chunk, ...rest: unknown[]) => {
    if (!decided) decide(chunk);
    if (!held) return write(chunk, ...rest);
    held.push(text(chunk));
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };
  res.end = (...args: unknown[]) => {
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined);
    if (!decided) decide(chunk ?? undefined);
    if (!held) return end(...args);
    if (chunk !== undefined && chunk !== null) held.push(text(chunk));
    const callback = args.find((a) => typeof a === 'function');
    const filled = fillErrorShell(held.join(''), parts());
    res.setHeader('Content-Length', String(Buffer.byteLength(filled)));
    return callback ? end(filled, callback) : end(filled);
  };
}
