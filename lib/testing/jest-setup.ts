import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: under CI the jsdom suites share
// two cores with the database suites, and a fetch answered at once can take over a second to
// render there. A test that fails still fails; a slow one no longer does.
configure({ asyncUtilTimeout: 5_000 });

// As every server process does at start-up (instrumentation.ts, scripts/worker.ts,
// scripts/simulate.ts): messages and privacy are told about bookings. Not under jsdom, where
// the server's modules refuse to load and no test sends a message or erases data.
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it can be
  (require('@/lib/booking/connect') as typeof import('@/lib/booking/connect')).connectBookings();
}
