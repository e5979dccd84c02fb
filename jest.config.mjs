import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,scripts,e2e}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    // The server-only marker throws where a window exists: jsdom's tests render components
    // whose features import server modules beside them; under Jest it guards nothing.
    '^@/lib/server-api/server-only$': '<rootDir>/lib/testing/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
    // Next's cache needs its server; under Jest a cached read loads every time.
    '^next/cache$': '<rootDir>/lib/testing/next-cache.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-setup.ts'],
  globalSetup: '<rootDir>/lib/testing/global-setup.ts',
  // Opening a PGlite and loading the template takes a second or two on a busy machine.
  testTimeout: 60_000,
};

// better-auth and the packages it loads ship ES modules only; Jest runs CommonJS, so these are
// compiled like our own sources instead of being skipped as node_modules.
const ESM_ONLY = [
  'better-auth',
  '@better-auth',
  'better-call',
  '@better-fetch',
  'jose',
  'nanostores',
  '@noble',
  'defu',
  'rou3',
  'uncrypto',
  'kysely',
  '@standard-schema',
  // next-intl and its runtime
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
];

const nextConfig = createJestConfig(config);

async function jestConfig() {
  const resolved = await nextConfig();
  // next/jest's own exception (its client code) is kept and widened: Jest skips a file when
  // any pattern matches, so the two lists must be one pattern.
  const NEXTS = /^\/node_modules\/\(\?!\.pnpm\)\(\?!\((.*)\)\/\)$/;
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) => {
    const own = NEXTS.exec(pattern);
    return own ? `/node_modules/(?!.pnpm)(?!(${own[1]}|${ESM_ONLY.join('|')})/)` : pattern;
  });
  return resolved;
}

export default jestConfig;
