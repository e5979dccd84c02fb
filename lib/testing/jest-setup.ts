import '@testing-library/jest-dom';

// As every server process does at start-up (instrumentation.ts, scripts/worker.ts,
// scripts/simulate.ts): messages and privacy are told about bookings. Not under jsdom, where
// the server's modules refuse to load and no test sends a message or erases data.
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it can be
  (require('@/lib/booking/connect') as typeof import('@/lib/booking/connect')).connectBookings();
}
