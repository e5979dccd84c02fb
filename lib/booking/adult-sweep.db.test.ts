// The minute job, as a server process gets it at start (connectBookings, run by the tests'
// setup as by instrumentation.ts): among its sweeps, the one that tells holders about members
// who turned 18, with the minute's clock.
import { eq } from 'drizzle-orm';
import { familyMembers } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import type { MinuteSweep } from '@/lib/messages';
import { recordGuardianConsent } from '@/lib/privacy';
import { processPort } from '@/lib/server-process/port';
import { loggedIn } from '@/lib/testing/session';

// The minute job's sweeps as messages keep them (lib/messages/minute-sweeps.ts), by their port.
const minuteSweeps = () =>
  processPort<Map<string, MinuteSweep>>('messages.minute-sweeps', 'no minute sweeps').get();

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

it('marks a child member on their 18th birthday in India, with the sweep’s clock', async () => {
  const { userId } = await loggedIn(t.db, '9876543210');
  const now = new Date('2026-05-09T18:30:00Z'); // 10 May, 00:00 in India
  const guardianConsentId = await recordGuardianConsent(t.db, { phone: '9876543210', now });
  const [row] = await t.db
    .insert(familyMembers)
    .values({
      userId,
      name: 'Arjun Rao',
      relation: 'son',
      birthDate: '2008-05-10',
      gender: 'male',
      guardianConsentId,
    })
    .returning();
  const notice = async () =>
    (await t.db.select().from(familyMembers).where(eq(familyMembers.id, row!.id)))[0]!
      .adultNoticeAt;
  const sweep = minuteSweeps().get('adult family members')!;
  expect(sweep).toBeDefined();
  await sweep(t.db, new Date(now.getTime() - 1000));
  expect(await notice()).toBeNull();
  await sweep(t.db, now);
  expect(await notice()).toEqual(now);
});
