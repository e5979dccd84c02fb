// The booking-creation target: 20 clients, each request a new free slot (so what is measured
// is creating bookings, not answering 409), a new number, key and address each time (so the
// abuse limits are not what is measured).
import { indiaDate } from '@/lib/booking/schedule';
import type { Target } from './load';

interface FreeSlot {
  centreId: number;
  start: string;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every free place from tomorrow on, of one product's centres in one city, one per slot. */
export async function freeSlots(
  baseUrl: string,
  page: { randomId: string; cityId: number },
): Promise<FreeSlot[]> {
  const { centres } = await json<{ centres: { id: number }[] }>(
    `${baseUrl}/api/booking/centres/?product_random_id=${page.randomId}&city_id=${page.cityId}`,
  );
  const slots: FreeSlot[] = [];
  for (const centre of centres) {
    const first = await json<{ dates: string[] }>(
      `${baseUrl}/api/booking/slots/?product_random_id=${page.randomId}&centre_id=${centre.id}&date=${indiaDate(new Date())}`,
    ).catch(() => null);
    for (const date of first?.dates.slice(1) ?? []) {
      const day = await json<{ slots: { start: string; remaining: number }[] }>(
        `${baseUrl}/api/booking/slots/?product_random_id=${page.randomId}&centre_id=${centre.id}&date=${date}`,
      );
      for (const s of day.slots)
        if (s.remaining > 0) slots.push({ centreId: centre.id, start: s.start });
    }
  }
  return slots;
}

export const BOOKING_CONNECTIONS = 20;

export function bookingTarget(page: { randomId: string }, slots: FreeSlot[]): Target {
  let n = 0;
  const taken = () => n++;
  return {
    name: `booking creation (${BOOKING_CONNECTIONS} clients, distinct slots)`,
    baseline: 'trivial route handler (/api/health/)',
    method: 'POST',
    paths: ['/api/booking/'],
    connections: BOOKING_CONNECTIONS,
    body: (i) => {
      const k = taken();
      const slot = slots[k % slots.length]!;
      return JSON.stringify({
        product_random_id: page.randomId,
        centre_id: slot.centreId,
        service: 'walkin',
        slot_start: slot.start,
        patient: {
          name: 'Bench Patient',
          age: 40,
          gender: 'other',
          phone: `7${String(i).padStart(9, '0')}`,
        },
      });
    },
    headers: (i) => ({
      'idempotency-key': `bench-${process.pid}-${i}`,
      'x-forwarded-for': `198.19.${(i >> 8) & 255}.${i & 255}`,
    }),
  };
}
