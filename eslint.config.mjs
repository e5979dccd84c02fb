import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// One folder pair per feature (README "Layout"): lib/<feature> and components/<feature>.
const FEATURES = [
  'accounts',
  'booking',
  'call-me',
  'campaigns',
  'chat',
  'deals',
  'home',
  'messages',
  'ops',
  'organisations',
  'privacy',
  'product-page',
  'promises',
  'reviews',
  'scans',
  'search',
  'seo',
  'staff',
];
// The shared domain and the platform: every feature may use them; they use no feature.
const SHARED = [
  'lib/catalog',
  'components/catalog',
  'components/ui',
  'lib/browser-api',
  'lib/cache',
  'lib/cookies',
  'lib/db',
  'lib/env',
  'lib/jobs',
  'lib/i18n',
  'lib/locale',
  'lib/log',
  'lib/page-params',
  'lib/ratelimit',
  'lib/server-process',
  'lib/server-api',
  'lib/sms',
  'lib/style',
];
// A feature's entry files, the only ones another feature may import: the server entry
// (lib/<feature>/index.ts), its browser-safe entry (lib/<feature>/client.ts: wire contract
// and browser calls) and its components (components/<feature>/index.ts).
const ENTRIES = ['./index.ts', './client.ts'];
const folders = (feature) => [`./lib/${feature}`, `./components/${feature}`];

const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).flatMap((other) =>
    folders(other).map((from) => ({
      target: folders(feature),
      from,
      except: ENTRIES,
      message: `A feature imports another only through its entry files (index.ts, client.ts): see README "Layout".`,
    })),
  ),
);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // no-cycle follows our own imports only; parsing the packages (PGlite's largest chunk
    // overflows the parser's stack) tells it nothing.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // Public pages link with plain <a>: they are cached and shared, and a campaign's query
      // string is added to their links in the browser (components/ui/query-carrier.tsx), which
      // a Link's client-side navigation would drop.
      '@next/next/no-html-link-for-pages': 'off',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './lib',
              from: './components',
              message: 'lib/ never imports components/.',
            },
            {
              target: SHARED.map((folder) => `./${folder}`),
              from: FEATURES.flatMap(folders),
              message: 'The shared domain and the platform import no feature.',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    '.data-*/**',
    'test-results/**',
    'playwright-report/**',
    'lib/db/migrations/**',
  ]),
]);
