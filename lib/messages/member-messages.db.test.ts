import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  cancelBooking,
  createBooking,
  rescheduleBooking,
  type BookingCreateBody,
} from '@/lib/testing/bookings';
import { familyMembers, messages, reminderOptOuts, users } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import type { SmsProvider } from '@/lib/sms';
import { planStatusMessage } from './plan';
import { sendMessage, type SendContext } from './send';
import { fastingTestAtOneCentre, indiaAt, recorder } from './testing';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// A daughter books her mother's fasting test. The mother's own verified number gets the
// booking's messages too, in her language (Hindi), each with its own stop link; the daughter's
// in English. The clock is injected: booked Monday 30 Nov 2026, 11:00 in India, for Wednesday
// 2 Dec at 8:00 AM.
const at = indiaAt;
const NOW = at('2026-11-30', '11:00');
const HOLDER = '9876543210';
const MOTHER = '9123456780';

let t: TestDb;
let ids: { product: string; centre: number };
let holderId: number;

beforeAll(async () => {
  t = await createTestDb();
  ids = await fastingTestAtOneCentre(t.db, 20);
  const [user] = await t.db.insert(users).values({ phone: HOLDER }).returning();
  holderId = user!.id;
});
afterAll(async () => {
  await t?.close();
});

async function mother(
  over: Partial<typeof familyMembers.$inferInsert> = {},
): Promise<{ memberId: number; name: string; age: number; gender: 'female'; relation: string }> {
  const [row] = await t.db
    .insert(familyMembers)
    .values({
      userId: holderId,
      name: 'Kamala Rao',
      relation: 'mother',
      birthDate: '1958-03-14',
      gender: 'female',
      phone: MOTHER,
      phoneVerifiedAt: NOW,
      messagesToMember: true,
      language: 'hi',
      ...over,
    })
    .returning();
  return { memberId: row!.id, name: row!.name, age: 68, gender: 'female', relation: 'mother' };
}

const body = (slot: Date): BookingCreateBody => ({
  product_random_id: ids.product,
  centre_id: ids.centre,
  service: 'walkin',
  slot_start: slot.toISOString(),
  safety: NOTHING_DECLARED,
  patient: { name: 'Kamala Rao', age: 68, gender: 'female', phone: HOLDER },
});

async function bookFor(slot: Date, member: Awaited<ReturnType<typeof mother>>, now = NOW) {
  const key = randomUUID();
  return (await createBooking(t.db, body(slot), key, now, holderId, null, null, 'en', member))
    .booking;
}

const planned = async (bookingId: string) =>
  (await t.db.select().from(messages).where(eq(messages.bookingId, bookingId))).sort(
    (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || Number(a.toMember) - Number(b.toMember),
  );

const ctx = (provider: SmsProvider, now: Date): SendContext => ({
  db: t.db,
  provider: () => provider,
  siteUrl: 'https://diagnobook.test',
  // Each number's own link: stopping one person's messages leaves the other's.
  stopLink: async (phone, language) => `https://diagnobook.test/${language}/stop/${phone}/`,
  callBackMinutes: 15,
  now,
  lastAttempt: false,
});

const send = (row: typeof messages.$inferSelect, provider: SmsProvider, now = row.dueAt) =>
  sendMessage({ messageId: row.id, dueAt: row.dueAt.toISOString() }, ctx(provider, now));

describe('messages to the family member a booking is for', () => {
  it('both numbers get the booking message and the preparation reminder, each in its language', async () => {
    const booking = await bookFor(at('2026-12-02', '08:00'), await mother());
    const rows = await planned(booking.row.id);
    expect(rows.map((r) => [r.kind, r.dueAt, r.toMember])).toEqual([
      ['booking_received', NOW, false],
      ['booking_received', NOW, true],
      ['preparation', at('2026-12-01', '19:00'), false],
      ['preparation', at('2026-12-01', '19:00'), true],
    ]);
    const { sent, provider } = recorder();
    for (const row of rows) expect(await send(row, provider)).toBe('sent');
    expect(sent.map((m) => [m.to, m.template, m.language])).toEqual([
      [HOLDER, 'booking_received', 'en'],
      [MOTHER, 'booking_received', 'hi'],
      [HOLDER, 'preparation', 'en'],
      [MOTHER, 'preparation', 'hi'],
    ]);
    const [toHolder, toMother, prepHolder, prepMother] = sent.map((m) => m.text);
    expect(toHolder).toContain('We have your booking.');
    expect(toHolder).not.toContain('Booked for you');
    // The mother reads who booked it (the number masked), in Hindi, with her own stop link.
    expect(toMother).toContain('आपके लिए 98XXXXXX10 ने बुक किया।');
    expect(toMother).toContain('आपकी बुकिंग मिल गई।');
    expect(toMother).toContain(`https://diagnobook.test/hi/stop/${MOTHER}/`);
    expect(toMother).not.toContain(HOLDER);
    expect(toHolder).toContain(`https://diagnobook.test/en/stop/${HOLDER}/`);
    expect(prepHolder).toContain('Stop eating and drinking anything but water after 10:00 PM');
    expect(prepMother).toContain(`/hi/stop/${MOTHER}/`);
    expect(prepMother).toMatch(/[\u0900-\u097F]/);
  });

  it('quiet hours hold both: booked at 10:30 PM, both are sent at 8 AM', async () => {
    const late = at('2026-11-30', '22:30');
    const booking = await bookFor(at('2026-12-03', '16:00'), await mother(), late);
    const received = (await planned(booking.row.id)).filter((r) => r.kind === 'booking_received');
    expect(received.map((r) => [r.dueAt, r.toMember])).toEqual([
      [at('2026-12-01', '08:00'), false],
      [at('2026-12-01', '08:00'), true],
    ]);
    // A job run early, at 11 PM, is held again until 8 AM; nothing goes out.
    const { sent, provider } = recorder();
    const early = received[1]!;
    await t.db
      .update(messages)
      .set({ dueAt: at('2026-11-30', '23:00') })
      .where(eq(messages.id, early.id));
    const [moved] = await t.db.select().from(messages).where(eq(messages.id, early.id));
    expect(await send(moved!, provider)).toBe('deferred');
    expect(sent).toHaveLength(0);
    const [held] = await t.db.select().from(messages).where(eq(messages.id, early.id));
    expect(held!.dueAt).toEqual(at('2026-12-01', '08:00'));
  });

  it('a stop link stops that person’s reminders only', async () => {
    const booking = await bookFor(at('2026-12-02', '09:00'), await mother());
    await t.db.insert(reminderOptOuts).values({ phone: MOTHER });
    try {
      const reminders = (await planned(booking.row.id)).filter((r) => r.kind === 'preparation');
      const { sent, provider } = recorder();
      expect(await send(reminders[0]!, provider)).toBe('sent');
      expect(await send(reminders[1]!, provider)).toBe('skipped');
      expect(sent.map((m) => m.to)).toEqual([HOLDER]);
    } finally {
      await t.db.delete(reminderOptOuts).where(eq(reminderOptOuts.phone, MOTHER));
    }
  });

  it('an unverified number, or a member not chosen for messages, gets nothing', async () => {
    for (const over of [
      { phoneVerifiedAt: null },
      { messagesToMember: false },
      { phone: null, phoneVerifiedAt: null },
    ]) {
      const booking = await bookFor(at('2026-12-02', '10:00'), await mother(over));
      const rows = await planned(booking.row.id);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => !r.toMember)).toBe(true);
    }
  });

  it('a member the holder stops choosing gets no more: the pending copy is not sent', async () => {
    const member = await mother();
    const booking = await bookFor(at('2026-12-02', '10:30'), member);
    await t.db
      .update(familyMembers)
      .set({ messagesToMember: false })
      .where(eq(familyMembers.id, member.memberId));
    const copy = (await planned(booking.row.id)).find(
      (r) => r.kind === 'preparation' && r.toMember,
    )!;
    const { sent, provider } = recorder();
    expect(await send(copy, provider)).toBe('skipped');
    expect(sent).toHaveLength(0);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, copy.id));
    expect(row!.reason).toBe(
      'The family member’s number is no longer verified or chosen for messages.',
    );
  });

  it('a new time and a cancellation reach both; the report link only the holder', async () => {
    const booking = await bookFor(at('2026-12-02', '11:00'), await mother());
    const moved = await rescheduleBooking(t.db, booking, at('2026-12-04', '11:00'), NOW);
    const rescheduled = (await planned(moved.row.id)).filter((r) => r.kind === 'rescheduled');
    expect(rescheduled.map((r) => r.toMember)).toEqual([false, true]);
    await cancelBooking(t.db, moved, NOW);
    const cancelled = (await planned(moved.row.id)).filter((r) => r.kind === 'cancelled');
    expect(cancelled.map((r) => r.toMember)).toEqual([false, true]);
    // Its one-time code goes to the booking's number, so the member's copy would open nothing.
    await planStatusMessage(t.db, moved.row.id, 'report_ready', 'sms', NOW);
    const ready = (await planned(moved.row.id)).filter((r) => r.kind === 'report_ready');
    expect(ready.map((r) => r.toMember)).toEqual([false]);
  });
});
