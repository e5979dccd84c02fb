import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  cancelBooking,
  createBooking,
  rescheduleBooking,
  type BookingCreateBody,
} from '@/lib/testing/bookings';
import { messages, reminderOptOuts } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import type { SmsProvider } from '@/lib/sms';
import { sendMessage, type SendContext } from './send';
import { fastingTestAtOneCentre, indiaAt, recorder } from './testing';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// The clock is injected everywhere: Monday 30 Nov 2026, 11:00 in India, booking a fasting test
// for Wednesday 2 Dec at 8:00 AM.
const at = indiaAt;
const NOW = at('2026-11-30', '11:00');
const PHONE = '9876543210';

let t: TestDb;
let ids: { product: string; centre: number };

beforeAll(async () => {
  t = await createTestDb();
  ids = await fastingTestAtOneCentre(t.db, 5);
});
afterAll(async () => {
  await t?.close();
});

const body = (slot: Date): BookingCreateBody => ({
  product_random_id: ids.product,
  centre_id: ids.centre,
  service: 'walkin',
  slot_start: slot.toISOString(),
  safety: NOTHING_DECLARED,
  patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: PHONE },
});

const planned = async (bookingId: string) =>
  (await t.db.select().from(messages).where(eq(messages.bookingId, bookingId))).sort(
    (a, b) => a.dueAt.getTime() - b.dueAt.getTime(),
  );

const ctx = (provider: SmsProvider, now: Date, lastAttempt = false): SendContext => ({
  db: t.db,
  provider: () => provider,
  siteUrl: 'https://diagnobook.test',
  stopLink: async () => 'https://diagnobook.test/reminders/stop/token/',
  callBackMinutes: 15,
  now,
  lastAttempt,
});

const book = async (slot: Date) =>
  (await createBooking(t.db, body(slot), randomUUID(), NOW)).booking;

describe('a booking’s messages', () => {
  it('a fasting test at 8 AM: received now, the reminder at 7 PM the evening before with its stop-eating time', async () => {
    const booking = await book(at('2026-12-02', '08:00'));
    const rows = await planned(booking.row.id);
    expect(rows.map((r) => [r.kind, r.dueAt])).toEqual([
      ['booking_received', NOW],
      ['preparation', at('2026-12-01', '19:00')],
    ]);
    const { sent, provider } = recorder();
    const reminder = rows[1]!;
    const order = { messageId: reminder.id, dueAt: reminder.dueAt.toISOString() };
    expect(await sendMessage(order, ctx(provider, reminder.dueAt))).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(PHONE);
    expect(sent[0]!.idempotencyKey).toBe(reminder.id);
    expect(sent[0]!.text).toContain(
      'Stop eating and drinking anything but water after 10:00 PM tonight.',
    );
    // The same job again (a retry after a crash) sends nothing more.
    expect(await sendMessage(order, ctx(provider, reminder.dueAt))).toBe('stale');
    expect(sent).toHaveLength(1);
  });

  it("a diabetic on insulin: the reminder says the patient's own preparation, not the test's line", async () => {
    const slot = at('2026-12-02', '07:30');
    const answers = { ...NOTHING_DECLARED.answers, diabetes: 'insulin', thinners: 'yes' } as const;
    const booking = (
      await createBooking(t.db, { ...body(slot), safety: { answers } }, randomUUID(), NOW)
    ).booking;
    const reminder = (await planned(booking.row.id)).find((r) => r.kind === 'preparation')!;
    const { sent, provider } = recorder();
    const order = { messageId: reminder.id, dueAt: reminder.dueAt.toISOString() };
    expect(await sendMessage(order, ctx(provider, reminder.dueAt))).toBe('sent');
    const text = sent[0]!.text;
    expect(text).toContain(
      "Do not stop or change insulin without your doctor's advice. Bring food for after the sample.",
    );
    expect(text).toContain('Keep taking your blood thinner unless your doctor says otherwise');
    expect(text).toContain('Stop eating and drinking anything but water after');
    // A patient with nothing to declare gets no such line.
    const plain = await book(at('2026-12-02', '07:00'));
    const theirs = (await planned(plain.row.id)).find((r) => r.kind === 'preparation')!;
    await sendMessage(
      { messageId: theirs.id, dueAt: theirs.dueAt.toISOString() },
      ctx(provider, theirs.dueAt),
    );
    expect(sent[1]!.text).toContain('Stop eating and drinking anything but water after');
    expect(sent[1]!.text).not.toMatch(/insulin|blood thinner/);
  });

  it('a reschedule moves the reminder; the old job finds nothing to send', async () => {
    const booking = await book(at('2026-12-02', '08:30'));
    const [, before] = await planned(booking.row.id);
    const moved = await rescheduleBooking(t.db, booking, at('2026-12-03', '16:00'), NOW);
    const rows = await planned(moved.row.id);
    const pending = rows.filter((r) => r.status === 'pending');
    expect(pending.map((r) => [r.kind, r.dueAt])).toEqual([
      ['booking_received', NOW],
      ['rescheduled', NOW],
      ['preparation', at('2026-12-02', '19:00')],
      ['before_slot', at('2026-12-03', '14:00')],
    ]);
    expect(rows.find((r) => r.id === before!.id)?.status).toBe('cancelled');
    const { sent, provider } = recorder();
    const old = { messageId: before!.id, dueAt: before!.dueAt.toISOString() };
    expect(await sendMessage(old, ctx(provider, before!.dueAt))).toBe('stale');
    expect(sent).toHaveLength(0);
  });

  it('a cancel removes the reminders and tells the patient', async () => {
    const booking = await book(at('2026-12-02', '09:00'));
    await cancelBooking(t.db, booking, NOW);
    const rows = await planned(booking.row.id);
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.kind)).toEqual(['cancelled']);
    expect(rows.filter((r) => r.kind === 'preparation').map((r) => r.status)).toEqual([
      'cancelled',
    ]);
  });

  it('quiet hours hold: a cancellation at 11 PM waits until 8 AM; a message run then is held', async () => {
    const booking = await book(at('2026-12-04', '10:00'));
    const late = at('2026-12-01', '23:00');
    await cancelBooking(t.db, booking, late);
    const cancelled = (await planned(booking.row.id)).find((r) => r.kind === 'cancelled')!;
    expect(cancelled.dueAt).toEqual(at('2026-12-02', '08:00'));
    // A received message whose job runs late, in quiet hours (a server down all evening):
    const received = (await planned(booking.row.id)).find((r) => r.kind === 'booking_received')!;
    await t.db.update(messages).set({ status: 'pending' }).where(eq(messages.id, received.id));
    const { sent, provider } = recorder();
    const order = { messageId: received.id, dueAt: received.dueAt.toISOString() };
    expect(await sendMessage(order, ctx(provider, late))).toBe('deferred');
    expect(sent).toHaveLength(0);
    const [held] = await t.db.select().from(messages).where(eq(messages.id, received.id));
    expect(held!.dueAt).toEqual(at('2026-12-02', '08:00'));
  });

  it('a patient who stopped reminders gets none, at once', async () => {
    const booking = await book(at('2026-12-05', '08:00'));
    await t.db.insert(reminderOptOuts).values({ phone: PHONE });
    try {
      const reminder = (await planned(booking.row.id)).find((r) => r.kind === 'preparation')!;
      const { sent, provider } = recorder();
      const order = { messageId: reminder.id, dueAt: reminder.dueAt.toISOString() };
      expect(await sendMessage(order, ctx(provider, reminder.dueAt))).toBe('skipped');
      expect(sent).toHaveLength(0);
    } finally {
      await t.db.delete(reminderOptOuts).where(eq(reminderOptOuts.phone, PHONE));
    }
  });

  it('a provider that fails: retried (pending, reason kept), then failed on the last try', async () => {
    const booking = await book(at('2026-12-06', '08:00'));
    const received = (await planned(booking.row.id))[0]!;
    const order = { messageId: received.id, dueAt: received.dueAt.toISOString() };
    const { provider } = recorder(true);
    await expect(sendMessage(order, ctx(provider, NOW))).rejects.toThrow('503');
    let [row] = await t.db.select().from(messages).where(eq(messages.id, received.id));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      reason: 'Retrying: gateway answered 503',
    });
    await expect(sendMessage(order, ctx(provider, NOW, true))).rejects.toThrow('503');
    [row] = await t.db.select().from(messages).where(eq(messages.id, received.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, reason: 'gateway answered 503' });
  });
});
