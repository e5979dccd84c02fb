import { createTestDb, type TestDb } from '@/lib/db/testing';
import { addLeadNote } from './notes';
import { assertHolds, claimLead, releaseLead } from './claim';
import { leadQueue } from './queue';
import { CLAIM_STALE_MINUTES } from './states';
import { agent, at, auditOf, lead, leadRow, refused } from './testing';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const queueIds = async (staffId: string, now: Date) =>
  (await leadQueue(t.db, staffId, now)).leads.map((l) => l.id);

it('lets exactly one of 20 agents claiming the same lead at once hold it', async () => {
  const id = await lead(t.db, { phone: '9800000001', createdAt: at(0) });
  const team = await Promise.all(
    Array.from({ length: 20 }, (_, i) => agent(t.db, `Racer ${i + 1}`)),
  );
  const results = await Promise.allSettled(team.map((a) => claimLead(t.db, a, id, at(1))));

  const won = results.filter((r) => r.status === 'fulfilled');
  expect(won).toHaveLength(1);
  const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(lost).toHaveLength(19);
  for (const r of lost) {
    expect(r.reason).toMatchObject({ status: 409, subCode: 'lead_taken' });
  }
  const winner = team[results.findIndex((r) => r.status === 'fulfilled')]!;
  expect((await leadRow(t.db, id)).claimedBy).toBe(winner.id);
  expect((await auditOf(t.db, id)).map((a) => [a.action, a.staffUserId])).toEqual([
    ['lead.claimed', winner.id],
  ]);
});

it('gives a lapsed claim to exactly one of the agents racing for it', async () => {
  const id = await lead(t.db, { phone: '9800000011', createdAt: at(0) });
  const [first, ...team] = await Promise.all(
    Array.from({ length: 11 }, (_, i) => agent(t.db, `Taker ${i + 1}`)),
  );
  await claimLead(t.db, first!, id, at(1));
  const lapsed = at(1 + CLAIM_STALE_MINUTES);
  const results = await Promise.allSettled(team.map((a) => claimLead(t.db, a, id, lapsed)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const winner = team[results.findIndex((r) => r.status === 'fulfilled')]!;
  expect((await leadRow(t.db, id)).claimedBy).toBe(winner.id);
});

it('names the holder to the agent who lost; claiming a lead again only refreshes the claim', async () => {
  const asha = await agent(t.db, 'Asha');
  const ravi = await agent(t.db, 'Ravi');
  const id = await lead(t.db, { phone: '9800000002', createdAt: at(0) });
  await claimLead(t.db, asha, id, at(1));
  const lost = await refused(claimLead(t.db, ravi, id, at(2)));
  expect(lost).toMatchObject({ status: 409, subCode: 'lead_taken' });
  expect(lost.message).toContain('Asha');

  const again = await claimLead(t.db, asha, id, at(3));
  expect(again.claimedAt).toEqual(at(3));
  expect((await auditOf(t.db, id)).filter((a) => a.action === 'lead.claimed')).toHaveLength(1);
});

it('returns a claim left untouched for 15 minutes to the queue, for another agent to take', async () => {
  const asha = await agent(t.db, 'Asha');
  const ravi = await agent(t.db, 'Ravi');
  const id = await lead(t.db, { phone: '9800000003', createdAt: at(0) });
  await claimLead(t.db, asha, id, at(1));
  expect(await queueIds(ravi.id, at(1 + CLAIM_STALE_MINUTES - 1))).not.toContain(id);
  expect(await refused(claimLead(t.db, ravi, id, at(1 + CLAIM_STALE_MINUTES - 1)))).toMatchObject({
    subCode: 'lead_taken',
  });

  expect(await queueIds(ravi.id, at(1 + CLAIM_STALE_MINUTES))).toContain(id);
  const taken = await claimLead(t.db, ravi, id, at(1 + CLAIM_STALE_MINUTES));
  expect(taken.claimedBy).toBe(ravi.id);
  // The agent whose claim lapsed is told so, and can no longer act on the lead.
  expect(await refused(assertHolds(t.db, asha, id, at(17)))).toMatchObject({
    status: 409,
    subCode: 'lead_not_held',
    message: expect.stringContaining('Ravi'),
  });
});

it('keeps a claim its holder touched: 15 minutes count from the last action', async () => {
  const asha = await agent(t.db, 'Asha');
  const ravi = await agent(t.db, 'Ravi');
  const id = await lead(t.db, { phone: '9800000004', createdAt: at(0) });
  await claimLead(t.db, asha, id, at(1));
  await addLeadNote(t.db, asha, id, 'Asked to call after lunch', at(10));

  expect(await queueIds(ravi.id, at(20))).not.toContain(id);
  expect(await refused(claimLead(t.db, ravi, id, at(20)))).toMatchObject({
    subCode: 'lead_taken',
  });
  const mine = await leadQueue(t.db, asha.id, at(20));
  expect(mine.mine.map((l) => l.id)).toEqual([id]);
  expect(mine.stats.in_progress).toBeGreaterThanOrEqual(1);

  expect(await queueIds(ravi.id, at(10 + CLAIM_STALE_MINUTES))).toContain(id);
  const lapsed = await refused(assertHolds(t.db, asha, id, at(10 + CLAIM_STALE_MINUTES)));
  expect(lapsed).toMatchObject({ subCode: 'lead_not_held' });
  expect(lapsed.message).toContain('lapsed');
});

it('lets the holder release the lead back to the queue, and nobody else', async () => {
  const asha = await agent(t.db, 'Asha');
  const ravi = await agent(t.db, 'Ravi');
  const id = await lead(t.db, { phone: '9800000005', createdAt: at(0) });
  await claimLead(t.db, asha, id, at(1));
  expect(await refused(releaseLead(t.db, ravi, id, at(2)))).toMatchObject({
    status: 409,
    subCode: 'lead_not_held',
  });
  const released = await releaseLead(t.db, asha, id, at(3));
  expect(released).toMatchObject({ claimedBy: null, claimedAt: null });
  expect(await queueIds(ravi.id, at(3))).toContain(id);
  expect((await auditOf(t.db, id)).map((a) => [a.action, a.staffEmail])).toEqual([
    ['lead.claimed', asha.email],
    ['lead.released', asha.email],
  ]);
});

it('refuses to claim a lead that is closed, due later or unknown', async () => {
  const asha = await agent(t.db, 'Asha');
  const closed = await lead(t.db, { phone: '9800000006', createdAt: at(0), status: 'booked' });
  const later = await lead(t.db, {
    phone: '9800000007',
    createdAt: at(0),
    status: 'call_back',
    dueAt: at(90),
  });
  expect(await refused(claimLead(t.db, asha, closed, at(1)))).toMatchObject({
    status: 409,
    subCode: 'lead_closed',
  });
  const early = await refused(claimLead(t.db, asha, later, at(1)));
  expect(early).toMatchObject({ status: 409, subCode: 'lead_not_due' });
  expect(early.message).toContain('21 Nov 2026, 11:30');
  expect(await claimLead(t.db, asha, later, at(90))).toMatchObject({ claimedBy: asha.id });
  expect(await refused(claimLead(t.db, asha, 987654, at(1)))).toMatchObject({
    status: 404,
    subCode: 'not_found',
  });
  expect(await auditOf(t.db, closed)).toEqual([]);
});
