import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { SERVER_LOG } from './e2e/server-log';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
export const E2E_OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';

export default defineConfig({
  testDir: 'e2e',
  // *.test.ts files here are Jest's (helpers' unit tests).
  testMatch: /\.spec\.ts$/,
  // Two cores: the server and one browser at a time.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // After the journeys: no phone number may have reached the server's log.
  globalTeardown: './e2e/check-logs.ts',
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // HTTP contract tests need no browser and run once.
    { name: 'api', testMatch: /\.api\.spec\.ts$/ },
    {
      name: 'phone',
      testIgnore: [/\.api\.spec\.ts$/, /price-revalidation\.spec\.ts$/],
      use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      testIgnore: /\.api\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The production server on its own seeded PGlite folder, as `npm start` runs it.
    // Its output is kept in SERVER_LOG for the log check.
    command: `bash -c 'set -o pipefail; npm start 2>&1 | tee "${SERVER_LOG}"'`,
    url: `${baseURL}/`,
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      PORT: String(PORT),
      // Lets the journeys change a price through the operations API.
      OPS_API_TOKEN: E2E_OPS_TOKEN,
      // The runner stands in for a load balancer: the X-Forwarded-For a journey writes is the
      // address of a patient of its own (e2e/otp.ts). What a server with nothing in front does
      // with that header is tested on a server of its own (e2e/abuse.api.spec.ts).
      TRUSTED_PROXY_COUNT: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
