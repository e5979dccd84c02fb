import { readFileSync } from 'node:fs';
import path from 'node:path';

// Messages and privacy refuse to work untold (lib/messages/bookings.ts, lib/privacy/bookings.ts):
// each process that sends messages, sweeps deadlines, exports or erases data tells them first.
it.each([
  'instrumentation.ts',
  'scripts/worker.ts',
  'scripts/simulate.ts',
  'lib/testing/jest-setup.ts',
])('%s connects the bookings at start-up', (file) => {
  const source = readFileSync(path.join(process.cwd(), file), 'utf8');
  expect(source).toMatch(/connectBookings\(\)/);
});
