// A request is stored with the promise it was made, and the call-back queue serves that
// promise: the night's requests, promised a call an hour after opening, wait behind the
// morning's, promised 15 minutes (oldest first called the night's first, and missed the
// morning's).
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { recordLead } from '@/lib/call-me';
import { leadQueue } from '@/lib/lead-queue';
import { agent, leadRow } from '@/lib/lead-queue/testing';
import { indiaInstant } from '@/lib/locale/india';

const PROMISE = { callHours: '09:00-21:00', callBackMinutes: 15, openingMinutes: 60 };
const indiaAt = (date: string, hhmm: string) =>
  indiaInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const ask = async (phone: string, when: Date) =>
  (await recordLead(t.db, { phone, source: '/' }, when, { promise: PROMISE })).id!;

it("calls the morning's requests before the night's, whose promise comes later", async () => {
  const night = [
    await ask('9800000001', indiaAt('2026-11-20', '21:40')),
    await ask('9800000002', indiaAt('2026-11-20', '23:55')),
    await ask('9800000003', indiaAt('2026-11-21', '06:10')),
  ];
  const morning = [
    await ask('9800000004', indiaAt('2026-11-21', '09:01')),
    await ask('9800000005', indiaAt('2026-11-21', '09:03')),
  ];
  expect((await leadRow(t.db, night[0]!)).promisedBy).toEqual(indiaAt('2026-11-21', '10:00'));
  expect((await leadRow(t.db, morning[0]!)).promisedBy).toEqual(indiaAt('2026-11-21', '09:16'));

  const asha = await agent(t.db, 'Asha');
  const queue = await leadQueue(t.db, asha.id, indiaAt('2026-11-21', '09:05'));
  // Oldest first would have called the three night requests first, and missed both mornings.
  expect(queue.leads.map((l) => l.id)).toEqual([...morning, ...night]);
  expect(queue.leads.map((l) => l.minutes_left)).toEqual([11, 13, 55, 55, 55]);
});

it('a number asking again keeps the promise it was first made', async () => {
  const first = await recordLead(
    t.db,
    { phone: '9811100000', source: '/' },
    indiaAt('2026-11-22', '08:40'),
    { promise: PROMISE },
  );
  const again = await recordLead(
    t.db,
    { phone: '9811100000', source: '/' },
    indiaAt('2026-11-22', '09:05'),
    { promise: PROMISE },
  );
  expect(again.id).toBe(first.id);
  expect(again.promisedBy).toEqual(indiaAt('2026-11-22', '10:00'));
});
