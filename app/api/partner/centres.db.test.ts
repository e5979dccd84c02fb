// The centre's schedule routes: capacity below what is booked, another centre's
// account and bad input each a 4xx in the error shape, with nothing changed.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { centres, slotUsage } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { staffSession } from '@/lib/testing/staff';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { POST as settings } from './centres/[id]/settings/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

let s: BookingsScenario;
const cookies = { a: '', b: '' };
const body = {
  opens_at: '08:00',
  closes_at: '20:00',
  slot_minutes: 30,
  slot_capacity: 1,
  ack_minutes: 30,
  late_credit: 100,
  home_window_minutes: 60,
};

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  const staff = async (email: string, organisationId: number) =>
    (await staffSession(mockDb.db, { email, name: 'Desk', role: 'centre_staff', organisationId }))
      .cookie;
  cookies.a = await staff('centres-a@example.in', s.centres.a1.organisationId);
  cookies.b = await staff('centres-b@example.in', s.centres.b1.organisationId);
  // A future slot of a1 holding two bookings.
  await mockDb.db.insert(slotUsage).values({
    centreId: s.centres.a1.id,
    slotStart: new Date(Date.now() + 2 * 86_400_000),
    capacity: 4,
    booked: 2,
  });
});
afterAll(async () => {
  await mockDb?.close();
});

async function post(cookie: string, id: string, data: unknown) {
  const request = new NextRequest(`http://127.0.0.1:3000/api/partner/centres/${id}/settings/`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const response = await settings(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

const capacityOf = async (id: number) =>
  (await mockDb.db.select().from(centres).where(eq(centres.id, id)))[0]!.slotCapacity;

it('capacity below what a slot holds is 409 naming the field; nothing changes', async () => {
  const before = await capacityOf(s.centres.a1.id);
  const res = await post(cookies.a, String(s.centres.a1.id), body);
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({
    error_code: 409,
    sub_code: 'capacity_below_booked',
    extra_data: { fields: [{ field: 'slot_capacity' }] },
  });
  expect(await capacityOf(s.centres.a1.id)).toBe(before);
});

it("another centre's account is 404; a bad body 400; nothing changes", async () => {
  const before = await capacityOf(s.centres.a1.id);
  expect(
    (await post(cookies.b, String(s.centres.a1.id), { ...body, slot_capacity: 5 })).status,
  ).toBe(404);
  const bad = await post(cookies.a, String(s.centres.a1.id), { ...body, closes_at: '07:00' });
  expect(bad).toMatchObject({
    status: 400,
    body: {
      extra_data: { fields: [{ field: 'closes_at', message: 'must be after the opening time' }] },
    },
  });
  expect((await post(cookies.a, 'abc', body)).status).toBe(404);
  expect(await capacityOf(s.centres.a1.id)).toBe(before);
  const ok = await post(cookies.a, String(s.centres.a1.id), { ...body, slot_capacity: 3 });
  expect(ok).toEqual({ status: 200, body: { ok: true } });
  expect(await capacityOf(s.centres.a1.id)).toBe(3);
});
