import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,scripts,e2e}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server bundle; under Jest it guards nothing.
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
    // Next's cache needs its server; under Jest a cached read loads every time.
    '^next/cache$': '<rootDir>/lib/testing/next-cache.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-setup.ts'],
  globalSetup: '<rootDir>/lib/testing/global-setup.ts',
  // Opening a PGlite and loading the template takes a second or two on a busy machine.
  testTimeout: 60_000,
};

export default createJestConfig(config);
