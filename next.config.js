/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS (package.json has no "type"), loaded by Next with require */
// Public pages are cached and shared, so their scripts cannot carry a per-request nonce, and
// Next's inline flight scripts differ per page, so hashes cannot list them either: scripts are
// limited to this origin plus inline ones. Everything else is as strict as the pages allow.
// Pages that carry personal data (booking, account) get a nonce-based policy of their own.
const PUBLIC_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
];

const { readdirSync } = require('node:fs');
const path = require('node:path');
const createNextIntlPlugin = require('next-intl/plugin');
const LANGUAGES = require('./lib/i18n/languages.json');

// English lives at today's addresses; inside, every patient page is under app/[locale], so an
// address with no language prefix is English. Applied after the files and fixed routes, before
// the dynamic ones: so the language prefixes and app/'s own top-level folders (API, staff,
// logos, sitemaps, fonts: dynamic routes of their own) are left alone.
const APP_FOLDERS = readdirSync(path.join(__dirname, 'app'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
  .map((entry) => entry.name.replace(/[.]/g, '\\.'));
const PREFIXES = [...LANGUAGES.map((l) => l.code), ...APP_FOLDERS, '_next'].join('|');

/** @type {import('next').NextConfig} */
const nextConfig = {
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // Staff pages get a per-request nonce policy from proxy.ts (lib/staff/csp.ts) instead.
      {
        source: '/:path((?!(?:ops|partner)(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: PUBLIC_CSP }],
      },
      ...['/ops/:path*', '/partner/:path*'].map((source) => ({
        source,
        // Next marks these dynamic pages no-store itself (a Cache-Control here would be replaced).
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      })),
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [{ source: `/:path((?!(?:${PREFIXES})(?:/|$)).*)`, destination: '/en/:path' }],
      fallback: [],
    };
  },
  // The English pages have one address each: without the prefix.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path+', destination: '/:path+/', permanent: true },
    ];
  },
  // A second server of the same build with a cache of its own (the bench's scale check runs
  // two catalogues side by side: sharing .next, one would serve the other's cached pages).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: true,
  // Metadata in <head> for every visitor, never streamed into <body> after it: streamed metadata
  // is invalid HTML (e2e/html-valid.api.spec.ts), and whether Next streams it depends on how
  // fast generateMetadata's query answers (the database's thread), not on the page.
  htmlLimitedBots: /.*/,
  poweredByHeader: false,
  generateEtags: false,
  // Inline page stylesheets: one round trip less before the first paint on a phone over 4G
  // (measured: LCP 1.73 s inlined against 2.07 s linked). The root stylesheet is not imported
  // through Next but inlined once by components/ui/root-style.tsx (Next would repeat its text
  // in the flight data).
  // globalNotFound: app/global-not-found.tsx answers the addresses no route names.
  experimental: { inlineCss: true, globalNotFound: true },
  // PGlite ships WASM and a data-dir loader, lightningcss a native addon: they stay plain Node requires.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'lightningcss',
    // The Indic link-preview pictures: WebAssembly and a native addon (lib/seo/share-image-indic.ts).
    'satori',
    'harfbuzzjs',
    'wawoff2',
    '@resvg/resvg-js',
  ],
  // Many servers share Next's cache in Redis (cache-handler.mjs); Next's own in-memory copy
  // would outlive another server's revalidation. Without REDIS_URL: Next's cache on disk.
  ...(process.env.REDIS_URL
    ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // The embedded data folders and tests live in the tree; keep them out of tracing.
  outputFileTracingExcludes: { '*': ['.data/**', '.data-*/**', 'e2e/**', 'bench/**'] },
};

module.exports = createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
