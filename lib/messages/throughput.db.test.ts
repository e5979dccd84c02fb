import { parseEnv } from '@/lib/env/schema';
import type { SmsProvider } from '@/lib/sms';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { SEND_BATCH, SENDERS_PER_PROCESS, startMessaging, type Messaging } from './runtime';
import { dueReminders } from './testing';

// A backlog (a peak of bookings, the evening's preparation reminders) goes out a batch per
// sender per polling interval, not one message: pg-boss waits that interval after each fetch,
// which held a process to 2 messages a second.

jest.setTimeout(60_000);

const BACKLOG = SENDERS_PER_PROCESS * SEND_BATCH;
const POLL_SECONDS = 2;

let t: TestDb;
let messaging: Messaging | undefined;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await messaging?.stop();
  await t?.close();
});

it(`a backlog of ${BACKLOG} due messages is sent within one polling interval, each once`, async () => {
  const ids = await dueReminders(t.primary, BACKLOG, new Date());
  const sent: string[] = [];
  let firstAt = 0;
  let lastAt = 0;
  const provider: SmsProvider = {
    name: 'http',
    async send(message) {
      lastAt = Date.now();
      firstAt ||= lastAt;
      sent.push(message.idempotencyKey!);
    },
  };
  const env = parseEnv({ ...process.env, JOBS_POLL_SECONDS: String(POLL_SECONDS) });
  messaging = await startMessaging(t.handle, env, { work: true, providerFor: () => provider });
  const end = Date.now() + 30_000;
  while (sent.length < BACKLOG && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  expect([...sent].sort()).toEqual([...ids].sort());
  // One message per sender per interval would need BACKLOG / SENDERS_PER_PROCESS intervals.
  expect(lastAt - firstAt).toBeLessThan(POLL_SECONDS * 1000);
});
