/** @jest-environment node */
// Read-your-writes with a read replica that lags (lib/testing/lagging-replica: a copy frozen
// before the patient logged in and booked). Every answer about the patient's own write must
// come from the primary: the booking's own 201, its replay, My bookings, the booking page's
// API, the session after a login and after a logout, and the slot's places right after.
import { NextRequest } from 'next/server';
import { bookingSlotsResponse, bookingView, bookableDates } from '@/lib/booking';
import { indiaInstant } from '@/lib/locale/india';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { callGet, callPost } from '@/lib/testing/route';
import { POST as book } from './booking/handler';
import { GET as slots } from './booking/slots/route';
import { GET as bookingApi } from './booking/[reference]/route';
import { POST as cancel } from './booking/[reference]/cancel/route';
import { GET as me } from './auth/me/route';
import { GET as myBookings } from './auth/me/bookings/route';
import { POST as logout } from './auth/logout/route';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb({ laggingReplica: true });
const date = () => bookableDates(new Date())[1]!;
const slotStart = () => indiaInstant(date(), 11 * 60).toISOString();

function body() {
  return {
    product_random_id: t.ids.mriBrain.randomId,
    centre_id: t.ids.centres.a1.id,
    service: 'walkin',
    slot_start: slotStart(),
    safety: NOTHING_DECLARED,
    patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '98765 43210' },
  };
}

/** The rw_pin cookie a response set, as a Cookie header pair. */
function pinOf(response: { headers: Headers }): string {
  const pin = response.headers.getSetCookie().find((c) => c.startsWith('rw_pin='));
  expect(pin).toBeDefined();
  return pin!.split(';')[0]!;
}

async function placesLeft(cookie: string) {
  const q = `?product_random_id=${t.ids.mriBrain.randomId}&centre_id=${t.ids.centres.a1.id}&date=${date()}`;
  const res = await callGet(slots, `/api/booking/slots/${q}`, { cookie });
  expect(res.status).toBe(200);
  const slot = bookingSlotsResponse.parse(res.body).slots.find((s) => s.start === slotStart());
  return slot!.remaining;
}

it('answers a booking made while the replica lags with 201, and shows it at once', async () => {
  const before = await placesLeft('');
  // A patient who logged in after the replica's copy was taken: only the primary knows them.
  const patient = await loggedIn(t.db.primary, '9876543210');
  const headers = { 'idempotency-key': 'lag-key-000001', cookie: patient.cookie };

  const made = await callPost(book, '/api/booking/', body(), { headers });
  expect(made.status).toBe(201);
  const view = bookingView.parse(made.body.booking);
  // A retry with the same key replays it, from the primary too.
  const replay = await callPost(book, '/api/booking/', body(), { headers });
  expect(replay).toMatchObject({ status: 201, body: made.body });

  const mine = await callGet(myBookings, '/api/auth/me/bookings/', { cookie: patient.cookie });
  expect(mine.status).toBe(200);
  expect(JSON.stringify(mine.body)).toContain(view.reference);

  const page = await new NextRequest(`http://127.0.0.1:3000/api/booking/${view.reference}/`, {
    headers: { cookie: patient.cookie },
  });
  const own = await bookingApi(page, { params: Promise.resolve({ reference: view.reference }) });
  expect(own.status).toBe(200);

  // This browser's next look at the slot sees its booking; a stranger's still reads the replica.
  const pin = pinOf(made);
  expect(await placesLeft(pin)).toBe(before - 1);
  expect(await placesLeft('')).toBe(before);

  // Cancelling reads the booking it cancels from the primary, and pins again.
  const cancelled = await new NextRequest(
    `http://127.0.0.1:3000/api/booking/${view.reference}/cancel/`,
    { method: 'POST', headers: { cookie: patient.cookie } },
  );
  const res = await cancel(cancelled, { params: Promise.resolve({ reference: view.reference }) });
  expect(res.status).toBe(200);
  expect(await placesLeft(pinOf({ headers: res.headers }))).toBe(before);
});

it('ends a session at once on logout, though the replica still has it', async () => {
  const patient = await loggedIn(t.db.primary, '9876500001');
  expect((await callGet(me, '/api/auth/me/', { cookie: patient.cookie })).status).toBe(200);
  // The replica catches up with the session, then the patient logs out on the primary.
  await t.replica.refresh();
  const out = await callPost(
    logout,
    '/api/auth/logout/',
    {},
    { headers: { cookie: patient.cookie } },
  );
  expect(out.status).toBeLessThan(300);
  expect((await callGet(me, '/api/auth/me/', { cookie: patient.cookie })).status).toBe(401);
});
