import { eq } from 'drizzle-orm';
import { messages } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { parseEnv } from '@/lib/env/schema';
import { SmsDeliveryError, type SmsProvider } from '@/lib/sms';
import { startMessaging, type Messaging } from './runtime';
import { deliveryOf } from './status';
import { dueReminders } from './testing';

// A provider that hangs until its timeout, on the real queue (pg-boss on this run's database):
// the job retries with backoff, is then marked failed with its reason where patient and staff
// see it, and the other messages go out while it hangs.

jest.setTimeout(90_000);

const HANG_MS = 2_000;
const RETRY_LIMIT = 2;

let t: TestDb;
let messaging: Messaging | undefined;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await messaging?.stop();
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(200);
  }
}

it('a provider that times out: retried with backoff, then failed and shown; the others are not held up', async () => {
  const ids = await dueReminders(t.primary, 6, new Date());
  const [stuck, ...others] = ids as [string, ...string[]];
  const sent = new Map<string, number[]>();
  const attempts: { start: number; end: number }[] = [];
  const provider: SmsProvider = {
    name: 'http',
    async send(message) {
      if (message.idempotencyKey === stuck) {
        const start = Date.now();
        await sleep(HANG_MS);
        attempts.push({ start, end: Date.now() });
        throw new SmsDeliveryError('no answer within 2 s');
      }
      const key = message.idempotencyKey!;
      sent.set(key, [...(sent.get(key) ?? []), Date.now()]);
    },
  };
  const env = parseEnv({
    ...process.env,
    JOBS_POLL_SECONDS: '0.5',
    MESSAGE_RETRY_LIMIT: String(RETRY_LIMIT),
    MESSAGE_RETRY_DELAY_SECONDS: '1',
    MESSAGE_EXPIRE_SECONDS: '30',
  });
  messaging = await startMessaging(t.handle, env, { work: true, providerFor: () => provider });

  await until(() => others.every((id) => sent.has(id)) && attempts.length >= 1, 20_000);
  // Not held up: every other message went out, each once, before the hung call gave up.
  expect(others.map((id) => sent.get(id)!.length)).toEqual(others.map(() => 1));
  expect(Math.max(...others.map((id) => sent.get(id)![0]!))).toBeLessThan(attempts[0]!.end);

  const row = async () =>
    (await t.primary.select().from(messages).where(eq(messages.id, stuck)))[0]!;
  await until(async () => (await row()).status === 'failed', 60_000);
  expect(attempts).toHaveLength(RETRY_LIMIT + 1);
  // Backoff: pg-boss waits 1-2 s after the first failure and 2-4 s after the second.
  const waits = attempts.slice(1).map((a, k) => a.start - attempts[k]!.end);
  expect(waits[0]).toBeGreaterThanOrEqual(900);
  expect(waits[1]).toBeGreaterThanOrEqual(1_900);
  expect(await row()).toMatchObject({
    status: 'failed',
    attempts: RETRY_LIMIT + 1,
    reason: 'no answer within 2 s',
  });
  expect(sent.has(stuck)).toBe(false);

  const failed = await deliveryOf(t.primary, (await row()).bookingId!);
  expect(failed.find((line) => line.label === 'Preparation reminder')).toMatchObject({
    status: 'failed',
    reason: 'no answer within 2 s',
  });
});
