// The queue serves the promise: earliest deadline first, the missed by least first (the night's
// requests against the morning's: app/api/aggregator/call_me/promise.db.test.ts), and a lead
// that will miss with the agents on duty marked at risk at the right minute.
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { staffShifts } from '@/lib/db/staff-schema';
import { agentsOnDuty, markLeadsAtRisk, projectedStart, workloadAt } from './at-risk';
import { claimLead } from './claim';
import { recordOutcome } from './outcome';
import { leadQueue } from './queue';
import { agent, at, lead, leadRow } from './testing';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await t?.close();
});

it('serves the promises still to keep first, then those missed by least', async () => {
  const ids = {
    missedLong: await lead(t.db, { phone: '9811111111', createdAt: at(-60) }), // by 9:15
    missedShort: await lead(t.db, { phone: '9822222222', createdAt: at(-20) }), // by 9:55
    soon: await lead(t.db, { phone: '9833333333', createdAt: at(-10) }), // by 10:05
    later: await lead(t.db, { phone: '9844444444', createdAt: at(-2) }), // by 10:13
  };
  const ravi = await agent(t.db, 'Ravi');
  const queue = await leadQueue(t.db, ravi.id, at(0));
  expect(queue.leads.map((l) => l.id)).toEqual([
    ids.soon,
    ids.later,
    ids.missedShort,
    ids.missedLong,
  ]);
  expect(queue.stats).toMatchObject({ waiting: 4, missed: 2 });
});

describe('a lead that will miss its promise with the agents on duty', () => {
  const work = { agentsOnDuty: 1, handleMinutes: 5 };

  it('starts each call as an agent frees, one handle time per round', () => {
    expect(projectedStart(0, 0, at(0), work)).toEqual(at(0));
    expect(projectedStart(2, 0, at(0), work)).toEqual(at(10));
    expect(projectedStart(2, 1, at(0), { agentsOnDuty: 2, handleMinutes: 5 })).toEqual(at(5));
    // Nobody seen on duty: one is assumed, whoever sees the alert.
    expect(projectedStart(1, 0, at(0), { agentsOnDuty: 0, handleMinutes: 5 })).toEqual(at(5));
  });

  it('is marked at risk at the first minute its call would end after its promise, not before', async () => {
    // Three requests at 10:05, each promised a call by 10:20; one agent, 5 minutes a call.
    const [a, b, c] = [
      await lead(t.db, { phone: '9811111111', createdAt: at(5) }),
      await lead(t.db, { phone: '9822222222', createdAt: at(5) }),
      await lead(t.db, { phone: '9833333333', createdAt: at(5) }),
    ];
    // At 10:05 the third call would run 10:15-10:20: still kept.
    expect(await markLeadsAtRisk(t.db, at(5), work)).toEqual([]);
    // At 10:06 it would end at 10:21.
    expect(await markLeadsAtRisk(t.db, at(6), work)).toEqual([c]);
    expect((await leadRow(t.db, c!)).atRiskAt).toEqual(at(6));
    // Marked once; the second would end at 10:20 until 10:10, at 10:21 from 10:11.
    expect(await markLeadsAtRisk(t.db, at(7), work)).toEqual([]);
    expect(await markLeadsAtRisk(t.db, at(10), work)).toEqual([]);
    expect(await markLeadsAtRisk(t.db, at(11), work)).toEqual([b]);
    expect((await leadRow(t.db, a!)).atRiskAt).toBeNull();

    const ravi = await agent(t.db, 'Ravi');
    const queue = await leadQueue(t.db, ravi.id, at(11));
    expect(queue.stats.at_risk).toBe(2);
    expect(queue.leads.find((l) => l.id === c)).toMatchObject({ at_risk: true, minutes_left: 9 });
  });

  it('is not marked once its promise is missed, nor while an agent holds it', async () => {
    const missed = await lead(t.db, { phone: '9811111111', createdAt: at(-30) });
    const held = await lead(t.db, { phone: '9822222222', createdAt: at(-1) });
    const asha = await agent(t.db, 'Asha');
    await claimLead(t.db, asha, held, at(0));
    expect(await markLeadsAtRisk(t.db, at(1), { agentsOnDuty: 0, handleMinutes: 30 })).toEqual([]);
    expect((await leadRow(t.db, missed)).atRiskAt).toBeNull();
  });

  it('a new promise (a call-back time chosen) clears the mark', async () => {
    const id = await lead(t.db, { phone: '9811111111', createdAt: at(0) });
    await markLeadsAtRisk(t.db, at(1), { agentsOnDuty: 1, handleMinutes: 60 });
    await lead(t.db, { phone: '9822222222', createdAt: at(-1) });
    const asha = await agent(t.db, 'Asha');
    await claimLead(t.db, asha, id, at(2));
    await recordOutcome(
      t.db,
      asha,
      id,
      { outcome: 'call_back', at: '2026-11-21T14:00:00+05:30', note: undefined },
      at(3),
    );
    expect(await leadRow(t.db, id)).toMatchObject({
      promisedBy: at(4 * 60 + 15),
      atRiskAt: null,
    });
  });
});

describe('the workload: agents on duty and their time on a call', () => {
  it("counts agents who acted on a lead lately, or the hour's roster when more", async () => {
    const asha = await agent(t.db, 'Asha');
    const ravi = await agent(t.db, 'Ravi');
    const minutes = [3, 4, 4, 5, 6, 7, 8, 9, 12, 14];
    for (const [i, m] of minutes.entries()) {
      const who = i % 2 ? ravi : asha;
      const id = await lead(t.db, {
        phone: `98000000${String(i).padStart(2, '0')}`,
        createdAt: at(i * 30 - 5),
      });
      await claimLead(t.db, who, id, at(i * 30));
      await recordOutcome(
        t.db,
        who,
        id,
        { outcome: 'not_interested', note: undefined },
        at(i * 30 + m),
      );
    }
    // Ravi's last claim at 14:30, Asha's last outcome at 14:12: both within 20 minutes of 14:30.
    expect(await agentsOnDuty(t.db, at(9 * 30))).toBe(2);
    expect(await agentsOnDuty(t.db, at(9 * 30 + 40))).toBe(0);
    // Ten calls are too few to measure: the forecast's fallback, 5 minutes.
    expect(await workloadAt(t.db, at(9 * 30 + 40))).toEqual({ agentsOnDuty: 0, handleMinutes: 5 });
    // Saturday 21 Nov 2026 is weekday 6: three agents rostered 10:00-18:00 that day.
    const shifts = ['Meena', 'Kiran', 'Farah'];
    for (const name of shifts) {
      const member = await agent(t.db, name);
      await t.db
        .insert(staffShifts)
        .values({ staffUserId: member.id, weekday: 6, fromHour: 10, toHour: 18 });
    }
    expect((await workloadAt(t.db, at(9 * 30 + 40))).agentsOnDuty).toBe(3);
  });
});
