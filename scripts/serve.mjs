// The production server (`npm run serve`): Next's request handler on Node's own HTTP server, so
// that SIGTERM drains it (lib/server-process/graceful.ts) instead of `next start`'s immediate exit.
// Plain JavaScript with tsx's scoped import for our TypeScript modules: a global TypeScript
// loader (`node --import tsx`) would sit in front of every module Next loads and made the start
// several times slower.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { tsImport } from 'tsx/esm/api';

const here = import.meta.url;
const { gracefulStop } = await tsImport('../lib/server-process/graceful.ts', here);
const { parseEnv } = await tsImport('../lib/env/schema.ts', here);
const { trustedForwardedFor } = await tsImport('../lib/server-api/client-ip.ts', here);
const { fillNotFoundAnswers, isPageRequest, notFoundParts } = await tsImport(
  '../lib/seo/not-found-document.ts',
  here,
);
const { LOCALES, splitLocale } = await tsImport('../lib/i18n/locales.ts', here);
const { mayPaintFirst, paintFirstRewriter } = await tsImport('../lib/seo/paint-first.ts', here);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const config = parseEnv(process.env);
const boundMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1_000;
const log = (message) => console.log(`> ${message}`);

const app = next({ dev: false, hostname: host, port });
await app.prepare();
const handle = app.getRequestHandler();
// The build's prerendered not-found page of each language (app/[locale]/not-found-page), read
// as the server starts.
const prerendered = (file) => notFoundParts(readFileSync(path.join(process.cwd(), file), 'utf8'));
const notFound = new Map(
  LOCALES.map((locale) => [
    locale,
    prerendered(`${process.env.NEXT_DIST_DIR || '.next'}/server/app/${locale}/not-found-page.html`),
  ]),
);
const server = http.createServer((req, res) => {
  // The per-address limits read X-Forwarded-For: only our proxies' entries and the connection's
  // own address reach the app, never what the client wrote (lib/server-api/client-ip.ts).
  req.headers['x-forwarded-for'] = trustedForwardedFor(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    config.TRUSTED_PROXY_COUNT,
  );
  // A missing page is a readable 404 without JavaScript (lib/seo/not-found-document.ts).
  if (isPageRequest(req)) {
    fillNotFoundAnswers(
      res,
      () => notFound.get(splitLocale(req.url.split('?')[0]).locale),
      // A page paints before its script runs (lib/seo/paint-first.ts).
      () =>
        mayPaintFirst(res.getHeader('content-security-policy')?.toString())
          ? paintFirstRewriter()
          : null,
    );
  }
  void handle(req, res);
});
// Longer than a load balancer's idle keep-alive (nginx: 60 s), so the balancer, not this
// server, closes an idle connection and never sends on one this side just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const { stop } = gracefulStop(server, { boundMs, closeApp: () => app.close(), log });
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, host, resolve);
});
log(`Ready on http://${host}:${port}`);
