import { asc, eq } from 'drizzle-orm';
import { leads, messages } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { LEAD_DEDUPE_MINUTES, recordLead } from './leads';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const leadsOf = (phone: string) =>
  t.db.select().from(leads).where(eq(leads.phone, phone)).orderBy(asc(leads.id));
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 10, 0) + minutes * 60_000);

it('updates the open lead within the window and adds a new one after it', async () => {
  const phone = '9811111111';
  expect((await recordLead(t.db, { phone, source: '/a/' }, at(0))).created).toBe(true);
  expect(
    (await recordLead(t.db, { phone, source: '/b/' }, at(LEAD_DEDUPE_MINUTES - 1))).created,
  ).toBe(false);
  // The window runs from the last request, so a patient who keeps asking stays one lead.
  expect(
    (await recordLead(t.db, { phone, source: '/c/' }, at(2 * LEAD_DEDUPE_MINUTES - 2))).created,
  ).toBe(false);
  expect(
    (await recordLead(t.db, { phone, source: '/d/' }, at(3 * LEAD_DEDUPE_MINUTES))).created,
  ).toBe(true);
  const rows = await leadsOf(phone);
  expect(rows.map((r) => [r.source, r.requestCount])).toEqual([
    ['/c/', 3],
    ['/d/', 1],
  ]);
});

it('adds a new lead when the open one was already handled', async () => {
  const phone = '9822222222';
  const first = await recordLead(t.db, { phone, source: '/' }, at(0));
  await t.db.update(leads).set({ status: 'booked' }).where(eq(leads.id, first.id!));
  expect((await recordLead(t.db, { phone, source: '/' }, at(1))).created).toBe(true);
  expect(await leadsOf(phone)).toHaveLength(2);
});

it('keeps one lead when the same number arrives many times at once', async () => {
  const phone = '9833333333';
  const results = await Promise.all(
    Array.from({ length: 12 }, () => recordLead(t.db, { phone, source: '/' }, at(0))),
  );
  expect(results.filter((r) => r.created)).toHaveLength(1);
  const rows = await leadsOf(phone);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.requestCount).toBe(12);
});

// The call-me route on PGlite: the statement alone, no lock (PGlite runs one at a time).
it('on PGlite, without the lock: the same window, and one lead for many at once', async () => {
  if (t.kind !== 'pglite') return; // PostgreSQL always takes the lock (the route's choice)
  const alone = { exclusive: true };
  const phone = '9844444444';
  expect((await recordLead(t.db, { phone, source: '/a/' }, at(0), alone)).created).toBe(true);
  expect((await recordLead(t.db, { phone, source: '/b/' }, at(5), alone)).created).toBe(false);
  const results = await Promise.all(
    Array.from({ length: 12 }, () => recordLead(t.db, { phone, source: '/' }, at(6), alone)),
  );
  expect(results.filter((r) => r.created)).toHaveLength(0);
  const rows = await leadsOf(phone);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ requestCount: 14, source: '/' });
});

it('plans one acknowledgement per lead when one is due, in the same statement, planned or not', async () => {
  const phone = '9833333333';
  const acks = async (leadId: number) =>
    (await t.db.select().from(messages).where(eq(messages.leadId, leadId))).map((m) => [
      m.kind,
      m.channel,
    ]);
  for (const exclusive of [false, true]) {
    const quiet = await recordLead(t.db, { phone, source: '/', ackChannel: null }, at(0), {
      exclusive,
    });
    expect(quiet.acknowledged).toBe(false);
    expect(await acks(quiet.id!)).toEqual([]);
    // Asked again within call hours: the same lead, acknowledged once.
    const again = { phone, source: '/', ackChannel: 'whatsapp' };
    expect((await recordLead(t.db, again, at(1), { exclusive })).acknowledged).toBe(true);
    expect((await recordLead(t.db, again, at(2), { exclusive })).acknowledged).toBe(false);
    expect(await acks(quiet.id!)).toEqual([['call_me_ack', 'whatsapp']]);
    await t.db.update(leads).set({ status: 'booked' }).where(eq(leads.id, quiet.id!));
  }
});
