import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { type BookingCreateBody, createBooking, cancelBooking, bookableDates } from '@/lib/booking';
import { myBookingsResponse } from '@/lib/booking/client';
import { indiaInstant } from '@/lib/locale/india';
import { smsOutbox } from '@/lib/db/schema';
import { apiError, callGet, callPost } from '@/lib/testing/route';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { POST as send } from '../../otp/route';
import { POST as verify } from '../../otp/verify/route';
import { GET } from './route';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const DAY = 86_400_000;

function body(phone: string, date: string, hhmm: string): BookingCreateBody {
  const [h, m] = hhmm.split(':').map(Number);
  return {
    product_random_id: t.ids.mriBrain.randomId,
    centre_id: t.ids.centres.b1.id,
    service: 'walkin',
    slot_start: indiaInstant(date, h! * 60 + m!).toISOString(),
    safety: NOTHING_DECLARED,
    patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
  };
}

/** A booking made at `now` (an injected clock, so one can lie in the past). */
async function book(
  phone: string,
  userId: number | null,
  date: string,
  hhmm: string,
  now = new Date(),
) {
  const made = await createBooking(t.db.db, body(phone, date, hhmm), randomUUID(), now, userId);
  return made.booking;
}

it('lists the patient’s bookings, upcoming first (soonest first), then past and cancelled', async () => {
  const patient = await loggedIn(t.db.db, '9876530001');
  const other = await loggedIn(t.db.db, '9876530002');
  const [, tomorrow, inTwoDays, inThreeDays] = bookableDates(new Date());
  const weekAgo = new Date(Date.now() - 7 * DAY);
  const [, sixDaysAgo] = bookableDates(weekAgo);

  const later = await book('9876530001', patient.userId, inTwoDays!, '10:00');
  const soon = await book('9876530001', patient.userId, tomorrow!, '11:00');
  const past = await book('9876530001', patient.userId, sixDaysAgo!, '09:00', weekAgo);
  const cancelled = await cancelBooking(
    t.db.db,
    await book('9876530001', patient.userId, inThreeDays!, '09:30'),
  );
  await book('9876530002', other.userId, tomorrow!, '12:00');

  const res = await callGet(GET, '/api/auth/me/bookings/', { cookie: patient.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const { bookings } = myBookingsResponse.parse(res.body);
  expect(bookings.map((b) => b.reference)).toEqual([
    soon.row.reference,
    later.row.reference,
    cancelled.row.reference,
    past.row.reference,
  ]);
  expect(bookings[0]).toMatchObject({
    status: 'booked',
    product: { name: 'MRI Brain' },
    centre: { name: expect.any(String), area_name: 'Madhapur' },
    page_url: `/booking/${soon.row.reference}/`,
  });
});

it('answers 401 in the error shape without a live session', async () => {
  for (const cookie of [undefined, 'session=unknownTokenunknownTok']) {
    const res = await callGet(GET, '/api/auth/me/bookings/', cookie ? { cookie } : {});
    expect(res.status).toBe(401);
    expect(apiError.parse(res.body)).toMatchObject({ sub_code: 'login_required' });
  }
});

it('a first login brings the bookings made with the number before accounts existed', async () => {
  const [, tomorrow] = bookableDates(new Date());
  const earlier = await book('9876530003', null, tomorrow!, '13:00');
  const theirs = await loggedIn(t.db.db, '9876530004');
  const notMine = await book('9876530004', theirs.userId, tomorrow!, '13:30');

  const sent = await callPost(send, '/api/auth/otp/', { phone: '9876530003' });
  const [sms] = await t.db.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, '9876530003'))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const login = await callPost(verify, '/api/auth/otp/verify/', {
    request_id: sent.body.request_id,
    code: sms!.body.slice(0, 6),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;
  const { bookings } = myBookingsResponse.parse(
    (await callGet(GET, '/api/auth/me/bookings/', { cookie })).body,
  );
  expect(bookings.map((b) => b.reference)).toEqual([earlier.row.reference]);
  expect(bookings.map((b) => b.reference)).not.toContain(notMine.row.reference);
});
