// The booking-creation target: 20 clients, each request a new free slot (so what is measured
// is creating bookings, not answering 409), a new key and address each time, and numbers
// spread over many logged-in patients (so the abuse limits are not what is measured).
import { inArray } from 'drizzle-orm';
import { createSession } from '@/lib/accounts/session';
import { sessionCookieName } from '@/lib/cookies/policy';
import { indiaDate } from '@/lib/locale/india';
import type { DbHandle } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import type { Target } from './load';
import { NOTHING_DECLARED } from '@/lib/safety/client';

export interface BenchPatient {
  phone: string;
  cookie: string;
}

/**
 * Patients with a session each, written through the app's own session code on either kind of
 * database (bookings need the session of the number booked with; codes are not what is
 * measured). On PGlite this runs before the server opens the data folder: one process at a time.
 */
export async function benchPatients(handle: DbHandle, count: number): Promise<BenchPatient[]> {
  const phones = Array.from({ length: count }, (_, k) => `7${String(k).padStart(9, '0')}`);
  await handle.db
    .insert(users)
    .values(phones.map((phone) => ({ phone })))
    .onConflictDoNothing();
  const rows = await handle.db.select().from(users).where(inArray(users.phone, phones));
  const name = sessionCookieName(true); // the bench server is a production build
  const patients: BenchPatient[] = [];
  for (const row of rows) {
    const { token } = await createSession(handle.db, row.id);
    patients.push({ phone: row.phone, cookie: `${name}=${token}` });
  }
  return patients;
}

interface FreeSlot {
  centreId: number;
  start: string;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Every free place from tomorrow on, of one product's centres in one city: each slot once, then
 * the slots with a second place once more, and so on, so that the 20 clients book distinct slots
 * at any moment and only come back to a slot after every other had one place taken. (Booking
 * got fast enough to use up one place per slot within a run: places then ran out and the
 * requests past them measured 409s.)
 */
export async function freeSlots(
  baseUrl: string,
  page: { randomId: string; cityId: number },
): Promise<FreeSlot[]> {
  const { centres } = await json<{ centres: { id: number }[] }>(
    `${baseUrl}/api/booking/centres/?product_random_id=${page.randomId}&city_id=${page.cityId}`,
  );
  const slots: (FreeSlot & { remaining: number })[] = [];
  for (const centre of centres) {
    const first = await json<{ dates: string[] }>(
      `${baseUrl}/api/booking/slots/?product_random_id=${page.randomId}&centre_id=${centre.id}&date=${indiaDate(new Date())}`,
    ).catch(() => null);
    for (const date of first?.dates.slice(1) ?? []) {
      const day = await json<{ slots: { start: string; remaining: number }[] }>(
        `${baseUrl}/api/booking/slots/?product_random_id=${page.randomId}&centre_id=${centre.id}&date=${date}`,
      );
      for (const s of day.slots)
        if (s.remaining > 0)
          slots.push({ centreId: centre.id, start: s.start, remaining: s.remaining });
    }
  }
  const places: FreeSlot[] = [];
  for (let k = 0; places.length < slots.reduce((n, s) => n + s.remaining, 0); k++) {
    for (const { centreId, start, remaining } of slots)
      if (remaining > k) places.push({ centreId, start });
  }
  return places;
}

export const BOOKING_CONNECTIONS = 20;
export const BOOKING_TARGET = `booking creation (${BOOKING_CONNECTIONS} clients, distinct slots)`;

export function bookingTarget(
  page: { randomId: string },
  slots: FreeSlot[],
  patients: BenchPatient[],
): Target {
  let n = 0;
  const taken = () => n++;
  const patientOf = (i: number) => patients[i % patients.length]!;
  return {
    name: BOOKING_TARGET,
    baseline: 'trivial route handler (/api/health/)',
    method: 'POST',
    paths: ['/api/booking/'],
    connections: BOOKING_CONNECTIONS,
    body: (i) => {
      const k = taken();
      // Past the last place the bookings answer 409: counted as errors, never as throughput.
      const slot = slots[k % slots.length]!;
      return JSON.stringify({
        product_random_id: page.randomId,
        centre_id: slot.centreId,
        service: 'walkin',
        slot_start: slot.start,
        safety: NOTHING_DECLARED,
        patient: {
          name: 'Bench Patient',
          age: 40,
          gender: 'other',
          phone: patientOf(i).phone,
        },
      });
    },
    headers: (i) => ({
      'idempotency-key': `bench-${process.pid}-${i}`,
      cookie: patientOf(i).cookie,
      'x-forwarded-for': `198.19.${(i >> 8) & 255}.${i & 255}`,
    }),
  };
}
