import { parseEnv } from '@/lib/env/schema';
import type { DbHandle } from '@/lib/db/connect';

// Nudges after bookings share sweeps: under load a sweep per booking would double the
// database's work (npm run bench, booking creation).
let sweeps = 0;
jest.mock('./sweep', () => ({
  MESSAGE_QUEUE: 'patient-message',
  sweepDueMessages: async () => {
    sweeps += 1;
    await new Promise((r) => setTimeout(r, 20));
    return 0;
  },
}));
jest.mock('@/lib/jobs/queue', () => ({
  openQueue: async () => ({ stop: async () => undefined }),
  ensureQueue: async () => undefined,
}));

it('a hundred nudges while a sweep runs make one more sweep, not a hundred', async () => {
  const { startMessaging } = await import('./runtime');
  const handle = { primary: {} } as unknown as DbHandle;
  const messaging = await startMessaging(handle, parseEnv({ ...process.env }), { work: false });
  messaging.nudge();
  for (let k = 0; k < 100; k++) messaging.nudge();
  await messaging.stop();
  expect(sweeps).toBe(2);
  // Once idle, a nudge sweeps again.
  messaging.nudge();
  await messaging.stop();
  expect(sweeps).toBe(3);
});
