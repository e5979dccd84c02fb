import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,scripts}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server bundle; under Jest it guards nothing.
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-setup.ts'],
  globalSetup: '<rootDir>/lib/testing/global-setup.ts',
  // Opening a PGlite and loading the template takes a second or two on a busy machine.
  testTimeout: 60_000,
};

// sanitize-html requires htmlparser2 and friends, which ship ESM only: let SWC compile them.
const ESM_ONLY = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // Next's own first pattern already lets some of its client code through; add ours to it.
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern, i) =>
    i === 0 ? pattern.replace('(?!(geist|', `(?!(${ESM_ONLY.join('|')}|geist|`) : pattern,
  );
  return resolved;
}
