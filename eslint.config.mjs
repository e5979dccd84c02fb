import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

import { ENTRIES, FEATURE_EDGES, FEATURES, SHARED } from './layout.config.mjs';

const folders = (feature) => [`./lib/${feature}`, `./components/${feature}`];

// A feature may import another only if layout.config.mjs lists the edge, and then only its
// entry files.
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).flatMap((other) =>
    folders(other).map((from) =>
      (FEATURE_EDGES[feature] ?? []).includes(other)
        ? {
            target: folders(feature),
            from,
            except: ENTRIES,
            message: `A feature imports another only through its entry files (index.ts, client.ts): see README "Layout".`,
          }
        : {
            target: folders(feature),
            from,
            message: `${feature} may not use ${other}: the allowed feature edges are listed in layout.config.mjs (README "Layout").`,
          },
    ),
  ),
);

// app/ imports a feature only through its entry files too, and may import its stylesheets: a
// page's styles are attached where the page imports them, and an entry imported on every page
// (the footer's) cannot carry one page's styles.
const filesEnding = (folder, ending) => {
  try {
    return readdirSync(new URL(`${folder}/`, import.meta.url))
      .filter((name) => name.endsWith(ending))
      .map((name) => `./${name}`);
  } catch {
    return [];
  }
};
const stylesheets = (folder) => filesEnding(folder, '.css');
// A page entry (<name>.entry.ts) holds what only one or two pages show: every other entry that
// could carry it is loaded by other pages, whose scripts it would grow (a barrel brings each
// client component it re-exports into every page that imports it).
const pageEntries = (folder) => filesEnding(folder, '.entry.ts');
const appZones = FEATURES.flatMap((feature) =>
  folders(feature).map((from) => ({
    target: './app',
    from,
    except: [...ENTRIES, ...pageEntries(from), ...stylesheets(from), './testing.ts'],
    message: `app/ imports a feature only through its entry files (index.ts, client.ts, a page's <name>.entry.ts; tests also its testing.ts): see README "Layout".`,
  })),
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
            ...appZones,
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
  {
    // Test helpers (a folder's testing.ts, lib/testing/) are for tests only: code that ships
    // never builds on a fixture.
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing.ts',
      '**/testing.tsx',
      '**/*.testing.ts',
      '**/*.testing.tsx',
      'lib/testing/**',
      'e2e/**',
      // The harnesses that drive the app as tests do: the cluster check, the fault test and
      // the simulated days.
      'scripts/cluster/**',
      'scripts/fault-test.ts',
      'scripts/simulate/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing', '**/testing/**', '**/*.testing'],
              message: 'Test helpers are imported by tests only (docs/testing.md).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
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
