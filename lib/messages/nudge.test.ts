import { parseEnv } from '@/lib/env/schema';
import type { DbHandle } from '@/lib/db/connect';

// Nudges after bookings share sweeps: under load a sweep per booking would double the
// database's work (npm run bench, booking creation), and back-to-back sweeps took a fifth.
let sweeps = 0;
const sweptAt: number[] = [];
jest.mock('./sweep', () => ({
  MESSAGE_QUEUE: 'patient-message',
  sweepDueMessages: async () => {
    sweeps += 1;
    sweptAt.push(Date.now());
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
});

it('nudges sweep at most once per interval under a stream of bookings, the first one at once', async () => {
  sweeps = 0;
  sweptAt.length = 0;
  const { startMessaging, NUDGE_INTERVAL_MS } = await import('./runtime');
  const handle = { primary: {} } as unknown as DbHandle;
  const messaging = await startMessaging(handle, parseEnv({ ...process.env }), { work: false });
  messaging.nudge();
  expect(sweeps).toBe(1); // a quiet server's booking is swept at once
  // A booking every 10 ms until the next sweep comes (bounded: a busy machine's timers run
  // late, so the test waits for the sweep rather than a fixed time).
  const started = Date.now();
  while (sweeps < 2 && Date.now() - started < NUDGE_INTERVAL_MS * 20) {
    messaging.nudge();
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(sweeps).toBe(2);
  // Not before the interval was over, however many bookings came in it.
  expect(sweptAt[1]! - sweptAt[0]!).toBeGreaterThanOrEqual(NUDGE_INTERVAL_MS - 5);
  messaging.nudge();
  // The one still due is not lost: stopping sweeps it.
  await messaging.stop();
  expect(sweeps).toBe(3);
});
