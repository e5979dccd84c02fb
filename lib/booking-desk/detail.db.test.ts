import { eq } from 'drizzle-orm';
import { bookings, familyMembers, messages, users } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { refusalOf } from '@/lib/testing/api-error';
import type { StaffViewer } from '@/lib/staff';
import { openBooking } from './detail';
import {
  ASHA_PHONE,
  DAY,
  seedBookingsScenario,
  type BookingsScenario,
} from '@/lib/testing/bookings-scenario';
import { sealerFor } from '@/lib/safety';
import { bookingSafety } from '@/lib/db/schema';

let t: TestDb;
let s: BookingsScenario;

beforeAll(async () => {
  t = await createTestDb();
  s = await seedBookingsScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

const viewsOf = (reference: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.recordId, reference));

const refusal = (viewer: StaffViewer, reference: string) =>
  refusalOf(openBooking(t.db, viewer, reference));

describe('opening a booking', () => {
  it('writes exactly one booking.viewed row: who, from where, which booking', async () => {
    const reference = s.bookings.ashaMri.reference;
    await openBooking(t.db, s.viewers.agent, reference.toLowerCase());
    const rows = await viewsOf(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'booking.viewed',
      recordType: 'booking',
      recordId: reference,
      staffUserId: s.users.agent.id,
      staffEmail: 'agent@example.in',
      ip: '10.0.0.7',
    });
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('shows a walk-in’s full details and the patient as its maker', async () => {
    const booking = await openBooking(t.db, s.viewers.staffA1, s.bookings.ashaMri.reference);
    expect(booking).toMatchObject({
      reference: s.bookings.ashaMri.reference,
      status: 'confirmed',
      service: 'walkin',
      slot_date: DAY,
      slot_time: '10:00',
      product: { name: 'MRI Brain', random_id: s.products.mri.randomId },
      centre: {
        id: s.centres.a1.id,
        name: 'Nirmal Imaging Ameerpet',
        organisation_name: 'Nirmal Imaging',
        area_name: 'Ameerpet',
        pincode: '500001',
        city_name: 'Hyderabad',
      },
      // Made straight in the table: an MRI kept without answers (as before the check).
      safety: { answers: [], unreadable: false, instructions: [] },
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: ASHA_PHONE },
      home: null,
      price: 3750,
      night_adjustment: 0,
      home_collection_fee: 0,
      total: 3750,
      made_by: null,
      lead_id: null,
    });
    expect(booking.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows a home service’s address and its collection fee', async () => {
    const booking = await openBooking(t.db, s.viewers.staffA, s.bookings.ashaHome.reference);
    expect(booking).toMatchObject({
      service: 'home-service',
      home: {
        address: '4-2-11, Lane 3, Ameerpet',
        pincode: '500016',
        landmark: 'Opposite the park',
      },
      price: 300,
      home_collection_fee: 99,
      total: 399,
    });
  });

  it('lists the messages to the patient with how each fared, never their text', async () => {
    const sentAt = new Date('2026-11-20T06:00:05Z');
    const dueAt = new Date('2026-11-23T13:30:00Z');
    await t.db.insert(messages).values([
      {
        bookingId: s.bookings.ashaHome.id,
        kind: 'booking_received',
        channel: 'sms',
        dueAt: new Date('2026-11-20T06:00:00Z'),
        status: 'sent',
        sentAt,
        body: 'Booked: the patient’s own words',
      },
      {
        bookingId: s.bookings.ashaHome.id,
        kind: 'preparation',
        channel: 'whatsapp',
        dueAt,
        status: 'failed',
        reason: 'gateway answered 503',
      },
    ]);
    const booking = await openBooking(t.db, s.viewers.staffA, s.bookings.ashaHome.reference);
    expect(booking.messages).toEqual([
      {
        label: 'Booking received',
        channel: 'SMS',
        toMember: false,
        status: 'sent',
        at: sentAt.toISOString(),
        reason: null,
      },
      {
        label: 'Preparation reminder',
        channel: 'WhatsApp',
        toMember: false,
        status: 'failed',
        at: dueAt.toISOString(),
        reason: 'gateway answered 503',
      },
    ]);
    expect(JSON.stringify(booking.messages)).not.toContain('own words');
    const other = await openBooking(t.db, s.viewers.staffA1, s.bookings.ashaMri.reference);
    expect(other.messages).toEqual([]);
  });

  it('names the agent who booked it and the lead it came from', async () => {
    const booking = await openBooking(t.db, s.viewers.admin, s.bookings.raviByAgent.reference);
    expect(booking.made_by).toEqual({
      staff_id: s.users.agent.id,
      name: 'agent person',
      email: 'agent@example.in',
    });
    expect(booking.lead_id).toBe(s.leadId);
    expect(booking.status).toBe('cancelled_by_patient');
  });
  it('returns nothing when its audit row cannot be written', async () => {
    const unknownStaff = { ...s.viewers.agent, id: 'staff-never-created' };
    await expect(openBooking(t.db, unknownStaff, s.bookings.meenaB.reference)).rejects.toThrow();
    expect(await viewsOf(s.bookings.meenaB.reference)).toHaveLength(0);
  });
});

describe('a booking outside the viewer’s scope', () => {
  it('is a 404 like an unknown reference, and its refusal shows and audits nothing', async () => {
    const foreign = s.bookings.meenaB.reference;
    const unknown = await refusal(s.viewers.staffA, 'DX-ZZZZZZ');
    expect(unknown).toEqual({ status: 404, subCode: 'not_found', reason: 'That was not found.' });
    expect(await refusal(s.viewers.staffA, foreign)).toEqual(unknown);
    expect(await refusal(s.viewers.staffB, s.bookings.ashaMri.reference)).toEqual(unknown);
    expect(await viewsOf(foreign)).toHaveLength(0);
  });

  it('includes the other centres of one’s own organisation when bound to some', async () => {
    expect(await refusal(s.viewers.staffA1, s.bookings.ashaHome.reference)).toMatchObject({
      status: 404,
    });
    expect(
      await refusal({ ...s.viewers.staffA1, centreIds: null }, s.bookings.ashaMri.reference),
    ).toMatchObject({ status: 404 });
  });

  it('is open to admin and operations agents whatever the centre', async () => {
    for (const viewer of [s.viewers.admin, s.viewers.agent]) {
      const booking = await openBooking(t.db, viewer, s.bookings.meenaB.reference);
      expect(booking.centre.organisation_name).toBe('Vijaya Labs');
    }
  });
});

it('refuses a malformed reference with 400 and its reason', async () => {
  expect(await refusal(s.viewers.admin, 'DX-0O1IL!')).toEqual({
    status: 400,
    subCode: 'invalid_parameter',
    reason: 'reference: must be a booking reference like DX-7KQ2MP',
  });
});

describe("a family member's booking", () => {
  it('shows the member as the patient, and the holder who booked it with the number masked', async () => {
    const [holder] = await t.db
      .insert(users)
      .values({ phone: ASHA_PHONE })
      .onConflictDoUpdate({ target: users.phone, set: { phone: ASHA_PHONE } })
      .returning({ id: users.id });
    const [member] = await t.db
      .insert(familyMembers)
      .values({
        userId: holder!.id,
        name: 'Lakshmi Devi',
        relation: 'mother',
        birthDate: '1958-03-01',
        gender: 'female',
      })
      .returning();
    const reference = s.bookings.ashaMri.reference;
    const held = { memberId: member!.id, patientName: 'Lakshmi Devi', patientAge: 68 };
    await t.db.update(bookings).set(held).where(eq(bookings.reference, reference));
    try {
      const booking = await openBooking(t.db, s.viewers.staffA1, reference);
      expect(booking.patient).toMatchObject({ name: 'Lakshmi Devi', age: 68, phone: ASHA_PHONE });
      expect(booking.for_member).toEqual({
        member_id: member!.id,
        name: 'Lakshmi Devi',
        relation: 'mother',
        age: 68,
        booked_by_masked: `${ASHA_PHONE.slice(0, 2)}XXXXXX${ASHA_PHONE.slice(-2)}`,
      });
    } finally {
      const own = { memberId: null, patientName: 'Asha Rao', patientAge: 42 };
      await t.db.update(bookings).set(own).where(eq(bookings.reference, reference));
    }
    const own = await openBooking(t.db, s.viewers.staffA1, reference);
    expect(own.for_member).toBeNull();
  });
});

describe("a booking's safety answers", () => {
  // Ravi's MRI, booked by an agent for a lead: a man of 58 is not asked about pregnancy.
  beforeAll(async () => {
    const kept = {
      // What the booking keeps: only the questions its test asked.
      answers: {
        pacemaker: 'no',
        cochlear: 'no',
        metal: 'no',
        clips: 'no',
        implants: 'yes',
        claustrophobia: 'yes',
        weight: 92,
      },
      details: { implants: 'knee replacement, 2019' },
    } as const;
    const seal = (await sealerFor(kept))!;
    const id = s.bookings.raviByAgent.id;
    await t.db.insert(bookingSafety).values({ bookingId: id, ...seal(id) });
  });

  it('shows every question asked with its answer and detail, and the instructions given', async () => {
    const booking = await openBooking(t.db, s.viewers.agent, s.bookings.raviByAgent.reference);
    expect(booking.safety).toEqual({
      answers: [
        {
          question: 'A pacemaker or an implanted defibrillator (ICD)?',
          answer: 'No',
          detail: null,
          matters: false,
        },
        { question: 'A cochlear (hearing) implant?', answer: 'No', detail: null, matters: false },
        {
          question: 'Metal pieces in the eye or body, from metal work or an injury?',
          answer: 'No',
          detail: null,
          matters: false,
        },
        { question: 'Clips on a brain aneurysm?', answer: 'No', detail: null, matters: false },
        {
          question: 'Any other implant, stent, pump or metal from an operation?',
          answer: 'Yes',
          detail: 'knee replacement, 2019',
          matters: true,
        },
        {
          question: 'Afraid of closed spaces (claustrophobia)?',
          answer: 'Yes',
          detail: null,
          matters: true,
        },
        { question: 'Weight in kg', answer: '92 kg', detail: null, matters: true },
      ],
      instructions: [
        expect.stringMatching(/^Bring the implant's card/),
        expect.stringMatching(/^Tell the staff that closed spaces make you uneasy/),
      ],
      unreadable: false,
    });
    // A CBC has no check at all.
    expect(
      (await openBooking(t.db, s.viewers.agent, s.bookings.meenaB.reference)).safety,
    ).toBeNull();
  });

  it('says in the audit row that health answers were shown, and never what they were', async () => {
    const reference = s.bookings.raviByAgent.reference;
    await openBooking(t.db, s.viewers.staffA1, reference);
    const rows = await viewsOf(reference);
    expect(rows.at(-1)).toMatchObject({
      action: 'booking.viewed',
      staffUserId: s.users.staffA1.id,
      detail: { health_answers_shown: true },
    });
    expect(JSON.stringify(rows)).not.toMatch(/knee|claustrophobia|implant/i);
    await openBooking(t.db, s.viewers.staffA1, s.bookings.ashaMri.reference);
    expect((await viewsOf(s.bookings.ashaMri.reference)).at(-1)!.detail).toEqual({
      health_answers_shown: false,
    });
  });

  it('still opens the booking when its answers cannot be opened, and says so', async () => {
    const booking = s.bookings.ashaMri;
    await t.db
      .insert(bookingSafety)
      .values({ bookingId: booking.id, keyId: 'removed-key', sealed: 'v1.not-a-seal' });
    try {
      const opened = await openBooking(t.db, s.viewers.agent, booking.reference);
      expect(opened.safety).toEqual({ answers: [], unreadable: true, instructions: [] });
      expect((await viewsOf(booking.reference)).at(-1)!.detail).toEqual({
        health_answers_shown: false,
      });
    } finally {
      await t.db.delete(bookingSafety).where(eq(bookingSafety.bookingId, booking.id));
    }
  });

  it('is a 404 for a centre that may not see the booking, which opens and audits nothing', async () => {
    const reference = s.bookings.raviByAgent.reference;
    const before = (await viewsOf(reference)).length;
    expect(await refusal(s.viewers.staffB, reference)).toEqual({
      status: 404,
      subCode: 'not_found',
      reason: 'That was not found.',
    });
    expect(await viewsOf(reference)).toHaveLength(before);
  });
});
