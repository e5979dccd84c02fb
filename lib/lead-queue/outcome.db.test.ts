import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { leadBookings } from '@/lib/db/staff-schema';
import { hyderabadScenario, type HyderabadScenario } from '@/lib/testing/catalog-scenario';
import { claimLead } from './claim';
import { noteBody, outcomeBody, type OutcomeBody } from './contract';
import { leadDetail } from './detail';
import { addLeadNote } from './notes';
import { recordBookedOutcome, recordOutcome } from './outcome';
import { leadQueue } from './queue';
import { MAX_ATTEMPTS, RETRY_SPACING_MINUTES } from './states';
import { agent, at, auditOf, booking, lead, leadRow, refused } from './testing';

let t: TestDb;
let ids: HyderabadScenario;
let asha: Awaited<ReturnType<typeof agent>>;
let ravi: Awaited<ReturnType<typeof agent>>;
beforeAll(async () => {
  t = await createTestDb();
  ids = await hyderabadScenario(t.db);
  asha = await agent(t.db, 'Asha Agent');
  ravi = await agent(t.db, 'Ravi Agent');
});
afterAll(async () => {
  await t?.close();
});

let phones = 0;
/** A new lead Asha holds, asked at at(0) and claimed at at(1). */
async function heldLead(phone = `97000000${String(++phones).padStart(2, '0')}`) {
  const id = await lead(t.db, { phone, createdAt: at(0) });
  await claimLead(t.db, asha, id, at(1));
  return id;
}
const body = (value: unknown): OutcomeBody => outcomeBody.parse(value);
const inQueue = async (id: number, now: Date) =>
  (await leadQueue(t.db, ravi.id, now)).leads.some((l) => l.id === id);
const bookingIds = () => ({ productId: ids.mriBrain.id, centreId: ids.centres.a1.id });

it('puts a call-back lead away until its time, then back on the queue for anyone', async () => {
  const id = await heldLead();
  const when = '2026-11-21T16:00:00+05:30'; // at(360)
  const row = await recordOutcome(t.db, asha, id, body({ outcome: 'call_back', at: when }), at(2));
  expect(row).toMatchObject({
    status: 'call_back',
    dueAt: new Date(when),
    claimedBy: null,
    claimedAt: null,
  });
  expect(await inQueue(id, at(359))).toBe(false);
  expect((await leadQueue(t.db, ravi.id, at(359))).stats.scheduled_later).toBeGreaterThanOrEqual(1);
  expect(await refused(claimLead(t.db, ravi, id, at(359)))).toMatchObject({
    subCode: 'lead_not_due',
  });
  expect(await inQueue(id, at(360))).toBe(true);
  const queued = (await leadQueue(t.db, ravi.id, at(370))).leads.find((l) => l.id === id);
  // The wait counts from the chosen time, not from the first request.
  expect(queued).toMatchObject({ status: 'call_back', wait_minutes: 10 });
  expect(await claimLead(t.db, ravi, id, at(370))).toMatchObject({ claimedBy: ravi.id });

  const page = await leadDetail(t.db, ravi.id, id, at(371));
  expect(page.activity).toEqual([
    expect.objectContaining({
      kind: 'call_back',
      kind_label: 'Call back at a chosen time',
      body: 'Call back at 21 Nov 2026, 16:00 (India time).',
      staff_name: 'Asha Agent',
      at_label: '21 Nov 2026, 10:02',
    }),
  ]);
});

it('refuses a call-back time in the past or more than 30 days ahead', async () => {
  const id = await heldLead();
  for (const when of ['2026-11-21T10:00:00+05:30', '2026-12-22T10:00:00+05:30']) {
    expect(
      await refused(recordOutcome(t.db, asha, id, body({ outcome: 'call_back', at: when }), at(2))),
    ).toMatchObject({ status: 400, subCode: 'invalid_parameter' });
  }
  expect(await leadRow(t.db, id)).toMatchObject({ status: 'new', claimedBy: asha.id });
});

it('spaces the retries of a patient not reachable and closes the lead after the third', async () => {
  const id = await heldLead();
  const notReachable = body({ outcome: 'not_reachable' });

  const first = await recordOutcome(t.db, asha, id, notReachable, at(2));
  expect(first).toMatchObject({ status: 'retry', attempts: 1, claimedBy: null });
  expect(first.dueAt).toEqual(at(2 + RETRY_SPACING_MINUTES[0]));
  expect(await inQueue(id, at(2 + RETRY_SPACING_MINUTES[0] - 1))).toBe(false);
  expect(await inQueue(id, at(2 + RETRY_SPACING_MINUTES[0]))).toBe(true);

  const second = at(40);
  await claimLead(t.db, ravi, id, second);
  const after2 = await recordOutcome(t.db, ravi, id, notReachable, second);
  expect(after2).toMatchObject({ status: 'retry', attempts: 2 });
  expect(after2.dueAt).toEqual(at(40 + RETRY_SPACING_MINUTES[1]));

  const third = at(40 + RETRY_SPACING_MINUTES[1]);
  await claimLead(t.db, asha, id, third);
  const after3 = await recordOutcome(
    t.db,
    asha,
    id,
    body({ outcome: 'not_reachable', note: 'Switched off again' }),
    third,
  );
  expect(after3).toMatchObject({ status: 'unreachable', attempts: MAX_ATTEMPTS, dueAt: null });
  expect(await inQueue(id, at(24 * 60))).toBe(false);

  const page = await leadDetail(t.db, asha.id, id, at(24 * 60));
  expect(page.activity.map((a) => a.body)).toEqual([
    'Not reachable (attempt 1 of 3). Next try from 21 Nov 2026, 10:32.',
    'Not reachable (attempt 2 of 3). Next try from 21 Nov 2026, 12:40.',
    'Not reachable (attempt 3 of 3). Closed: no more tries.\nNote: Switched off again',
  ]);
  expect(page).toMatchObject({
    open: false,
    status: 'unreachable',
    holder: null,
    can_claim: false,
  });
});

it.each(['not_interested', 'wrong_number'] as const)(
  'closes the lead on %s, after which nothing changes it',
  async (outcome) => {
    const id = await heldLead();
    expect(await recordOutcome(t.db, asha, id, body({ outcome }), at(2))).toMatchObject({
      status: outcome,
      claimedBy: null,
    });
    for (const attempt of [
      () => recordOutcome(t.db, asha, id, body({ outcome: 'not_reachable' }), at(3)),
      () => addLeadNote(t.db, asha, id, 'One more thing', at(3)),
      () => claimLead(t.db, asha, id, at(3)),
    ]) {
      expect(await refused(attempt())).toMatchObject({ status: 409, subCode: 'lead_closed' });
    }
    expect((await leadDetail(t.db, asha.id, id, at(3))).activity).toHaveLength(1);
  },
);

it('refuses outcomes and notes from an agent who does not hold the lead', async () => {
  const id = await heldLead();
  const free = await lead(t.db, { phone: '9700000099', createdAt: at(0) });
  for (const leadId of [id, free]) {
    for (const attempt of [
      () => recordOutcome(t.db, ravi, leadId, body({ outcome: 'not_interested' }), at(2)),
      () =>
        recordOutcome(
          t.db,
          ravi,
          leadId,
          body({ outcome: 'booked', booking_reference: 'DX-NONE00' }),
          at(2),
        ),
      () => addLeadNote(t.db, ravi, leadId, 'Not mine to write', at(2)),
    ]) {
      expect(await refused(attempt())).toMatchObject({ status: 409, subCode: 'lead_not_held' });
    }
  }
  expect(await leadRow(t.db, id)).toMatchObject({ status: 'new', claimedBy: asha.id });
  expect((await auditOf(t.db, free)).length).toBe(0);
  expect(await refused(addLeadNote(t.db, ravi, 31337, 'x', at(2)))).toMatchObject({
    status: 404,
  });
});

it("links the patient's booking and closes the lead as booked", async () => {
  const phone = '9700000050';
  const id = await heldLead(phone);
  const other = await booking(t.db, bookingIds(), '9700000051');
  const cancelled = await booking(t.db, bookingIds(), phone, 'cancelled_by_patient');
  const good = await booking(t.db, bookingIds(), phone);
  const attempt = (reference: string) =>
    refused(
      recordOutcome(
        t.db,
        asha,
        id,
        body({ outcome: 'booked', booking_reference: reference }),
        at(2),
      ),
    );
  expect(await attempt('DX-NONE00')).toMatchObject({ status: 422, subCode: 'booking_not_found' });
  expect(await attempt(other.reference)).toMatchObject({
    status: 422,
    subCode: 'booking_phone_mismatch',
  });
  expect(await attempt(cancelled.reference)).toMatchObject({
    status: 422,
    subCode: 'booking_not_confirmed',
  });

  const row = await recordOutcome(
    t.db,
    asha,
    id,
    body({ outcome: 'booked', booking_reference: ` ${good.reference.toLowerCase()} `, note: '' }),
    at(3),
  );
  expect(row).toMatchObject({ status: 'booked', claimedBy: null });
  expect(await t.db.select().from(leadBookings).where(eq(leadBookings.leadId, id))).toEqual([
    expect.objectContaining({ bookingId: good.id }),
  ]);
  const page = await leadDetail(t.db, asha.id, id, at(4));
  expect(page.bookings).toEqual([{ reference: good.reference }]);
  expect(page.activity.map((a) => a.body)).toEqual([`Booked: ${good.reference}.`]);
  const outcomes = (await auditOf(t.db, id)).filter((a) => a.action === 'lead.outcome');
  expect(outcomes.map((a) => a.detail)).toEqual([
    expect.objectContaining({
      outcome: 'booked',
      status: 'booked',
      booking_id: good.id,
      booking_reference: good.reference,
      with_note: false,
    }),
  ]);

  // One booking closes one lead: a second lead of the same patient cannot take it too.
  const again = await heldLead(phone);
  expect(
    await refused(recordBookedOutcome(t.db, asha, again, good.id, { now: at(5) })),
  ).toMatchObject({ status: 409, subCode: 'booking_already_linked' });
});

it('records the booked outcome right after a booking made on the patient’s behalf', async () => {
  const phone = '9700000060';
  const id = await heldLead(phone);
  const made = await booking(t.db, bookingIds(), phone);
  const row = await recordBookedOutcome(t.db, asha, id, made.id, {
    note: 'Booked for Saturday morning',
    now: at(6),
  });
  expect(row).toMatchObject({ status: 'booked' });
  expect((await leadDetail(t.db, asha.id, id, at(7))).activity[0]!.body).toBe(
    `Booked: ${made.reference}.\nNote: Booked for Saturday morning`,
  );
});

it('keeps notes in the history with who wrote them, and audits every change', async () => {
  const id = await heldLead();
  // As the route reads it: line breaks made plain and the ends trimmed.
  const { body: note } = noteBody.parse({ body: '  Prefers Telugu.\r\nCall after 6 pm  ' });
  await addLeadNote(t.db, asha, id, note, at(2));
  await recordOutcome(
    t.db,
    asha,
    id,
    body({ outcome: 'call_back', at: '2026-11-21T18:15:00+05:30', note: 'After work' }),
    at(3),
  );
  const page = await leadDetail(t.db, ravi.id, id, at(4));
  expect(page.activity.map((a) => [a.kind_label, a.staff_name, a.at_label, a.body])).toEqual([
    ['Note', 'Asha Agent', '21 Nov 2026, 10:02', 'Prefers Telugu.\nCall after 6 pm'],
    [
      'Call back at a chosen time',
      'Asha Agent',
      '21 Nov 2026, 10:03',
      'Call back at 21 Nov 2026, 18:15 (India time).\nNote: After work',
    ],
  ]);
  const trail = await auditOf(t.db, id);
  expect(trail.map((a) => a.action)).toEqual(['lead.claimed', 'lead.note', 'lead.outcome']);
  expect(trail.every((a) => a.staffEmail === asha.email)).toBe(true);
  // The trail says what was done, not what the note says.
  expect(JSON.stringify(trail.map((a) => a.detail))).not.toContain('Telugu');
  expect(trail[2]!.detail).toMatchObject({
    outcome: 'call_back',
    from_status: 'new',
    status: 'call_back',
    due_at: new Date('2026-11-21T18:15:00+05:30').toISOString(),
    with_note: true,
  });
});

it('promises a chosen time as a request made then: its minutes in call hours, the morning after them', async () => {
  const inHours = await heldLead();
  const afternoon = await recordOutcome(
    t.db,
    asha,
    inHours,
    body({ outcome: 'call_back', at: '2026-11-21T16:00:00+05:30' }),
    at(2),
  );
  expect(afternoon.promisedBy).toEqual(new Date('2026-11-21T16:15:00+05:30'));
  // Agents have gone home at 10:50 PM: the promise is the stated time after they are back.
  const late = await heldLead();
  const night = await recordOutcome(
    t.db,
    asha,
    late,
    body({ outcome: 'call_back', at: '2026-11-21T22:50:00+05:30' }),
    at(2),
  );
  expect(night.promisedBy).toEqual(new Date('2026-11-22T10:00:00+05:30'));
});
