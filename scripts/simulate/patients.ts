// Patients: booking attempts and call-me requests over the day's curve, each made through the
// functions the routes call (createBooking, recordLead), retried as a browser retries (the
// same Idempotency-Key) when the answer never came, and written in the ledger: told yes, and
// was it kept.
import { sql } from 'drizzle-orm';
import { createBooking, cancelBooking, getBooking } from '@/lib/booking';
import type { BookingCreateBody } from '@/lib/booking';
import { bookingOffer } from '@/lib/booking/offer';
import { availability } from '@/lib/booking/slots';
import { recordLead } from '@/lib/call-me/leads';
import { rowsOf } from '@/lib/db/rows';
import type { Rng } from '@/lib/db/seed/prng';
import { indiaDate, indiaInstant } from '@/lib/locale/india';
import { HttpError } from '@/lib/server-api/errors';
import { wakeAnAgent } from './agents';
import { followBooking } from './centres';
import { between, HOUR, MINUTE, request, retryable, type Sim } from './sim';
import type { Offer } from './world';
import { NOTHING_DECLARED } from '@/lib/safety/client';

/** Relative arrivals per hour of the day (India): a morning peak, an evening one, quiet nights. */
export const DAY_CURVE = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 1.5, 3, 4, 4, 3.5, 3, 2.5, 2.5, 2.5, 2.5, 3, 3.5, 4, 4, 3, 2, 1,
  0.5,
];
/** Fasting tests are booked mostly early in the day, for the next morning. */
const FASTING_CURVE = DAY_CURVE.map((w, h) => (h >= 6 && h <= 10 ? w * 2.5 : w));

/** Tries a browser makes before the patient gives up. */
const MAX_TRIES = 8;

/** Sorted arrival times over the day for `count` patients. */
export function arrivals(rng: Rng, day: string, count: number, curve = DAY_CURVE): number[] {
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const times: number[] = [];
  for (let k = 0; k < count; k++) {
    const hour = rng.weighted(hours, curve);
    times.push(indiaInstant(day, hour * 60).getTime() + Math.floor(rng.next() * HOUR));
  }
  return times.sort((a, b) => a - b);
}

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Meera',
  'Arjun',
  'Kavya',
  'Imran',
  'Sneha',
];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Khan', 'Patel', 'Nair', 'Gupta', 'Das', 'Joshi', 'Singh'];

export function phoneOf(rng: Rng): string {
  return `${rng.pick(['9', '8', '7', '6'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
}

interface Intent {
  offer: Offer;
  service: 'walkin' | 'home-service';
  body?: BookingCreateBody;
  key: string;
  tries: number;
}

/** The slot a patient picks: fasting tests early in the morning, others anywhere free. */
async function chooseSlot(sim: Sim, rng: Rng, intent: Intent): Promise<string | null> {
  const now = sim.clock.date;
  const offer = await bookingOffer(
    sim.world.db,
    intent.offer.productRandomId,
    intent.offer.centreId,
    now,
  );
  if (!offer.found) return null;
  const today = indiaDate(now);
  const sameDay = !intent.offer.fasting && rng.chance(0.35);
  const first = sameDay ? 0 : 1;
  for (let d = first; d < first + 3; d++) {
    const date = indiaDate(new Date(indiaInstant(today, 12 * 60).getTime() + d * 24 * HOUR));
    const free = (await availability(sim.world.db, offer.product, offer.centre, date, now)).filter(
      (s) => s.remaining > 0,
    );
    if (free.length === 0) continue;
    const pool = intent.offer.fasting ? free.slice(0, 4) : free;
    return rng.pick(pool).start.toISOString();
  }
  return null;
}

function bodyFor(rng: Rng, intent: Intent, slot: string): BookingCreateBody {
  const home = intent.service === 'home-service';
  return {
    product_random_id: intent.offer.productRandomId,
    centre_id: intent.offer.centreId,
    service: intent.service,
    slot_start: slot,
    safety: NOTHING_DECLARED,
    patient: {
      name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      age: rng.int(18, 80),
      gender: rng.pick(['female', 'male'] as const),
      phone: phoneOf(rng),
    },
    ...(home
      ? {
          address: {
            line: `${rng.int(1, 400)}, ${rng.pick(LAST)} Nagar Main Road`,
            pincode: String(rng.int(400001, 600099)),
          },
        }
      : {}),
    marketing_consent: rng.chance(0.3),
  };
}

/** One patient's booking, from choosing a slot to the answer, with the browser's retries. */
function attemptBooking(sim: Sim, rng: Rng, intent: Intent): Promise<void> | void {
  const lost = () =>
    sim.ledger.push({ city: intent.offer.city, centre: null, at: sim.clock.date, kept: false });
  return (async () => {
    intent.tries++;
    try {
      if (!intent.body) {
        const slot = await request(sim, () => chooseSlot(sim, rng, intent));
        if (!slot) {
          sim.counts.no_free_slot = (sim.counts.no_free_slot ?? 0) + 1;
          return;
        }
        intent.body = bodyFor(rng, intent, slot);
      }
      const body = intent.body;
      const { booking, replayed } = await request(
        sim,
        () => createBooking(sim.world.db, body, intent.key, sim.clock.date),
        true,
      );
      if (replayed) sim.counts.bookings_replayed = (sim.counts.bookings_replayed ?? 0) + 1;
      sim.counts.bookings = (sim.counts.bookings ?? 0) + 1;
      sim.nudge();
      // Told 'booked': kept if the row is there, once, when the day is over (checked at the end).
      sim.told.push({ key: intent.key, city: intent.offer.city, at: sim.clock.now });
      followBooking(sim, rng, booking.row.reference, intent.offer, body, booking.row);
      if (rng.chance(0.03)) {
        const at = between(rng, sim.clock.now, new Date(body.slot_start).getTime() - HOUR);
        sim.clock.at(at, () => cancel(sim, booking.row.reference));
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.subCode === 'slot_full') {
        intent.body = undefined; // someone took it: choose again, at once
        if (intent.tries < MAX_TRIES) return attemptBooking(sim, rng, intent);
      }
      if (!retryable(error)) {
        sim.counts[`booking_refused_${(error as HttpError).subCode}`] =
          (sim.counts[`booking_refused_${(error as HttpError).subCode}`] ?? 0) + 1;
        return;
      }
      if (intent.tries >= MAX_TRIES) return void lost();
      sim.counts.booking_retries = (sim.counts.booking_retries ?? 0) + 1;
      sim.clock.after(between(rng, 10_000, 60_000), () => attemptBooking(sim, rng, intent));
    }
  })();
}

async function cancel(sim: Sim, reference: string): Promise<void> {
  try {
    const details = await request(sim, () => getBooking(sim.world.db, reference));
    if (!details) return;
    await request(sim, () => cancelBooking(sim.world.db, details, sim.clock.date), true);
    sim.counts.cancelled_by_patient = (sim.counts.cancelled_by_patient ?? 0) + 1;
    sim.nudge();
  } catch (error) {
    if (retryable(error)) sim.clock.after(2 * MINUTE, () => cancel(sim, reference));
  }
}

const weightCache = new WeakMap<Offer[], number[]>();
/** Offers are picked by their product's popularity. */
function weightsOf(pool: Offer[]): number[] {
  let w = weightCache.get(pool);
  if (!w) {
    w = pool.map((o) => 1 + o.popularity);
    weightCache.set(pool, w);
  }
  return w;
}

/** The day's booking attempts, each at its arrival time. */
export function scheduleBookings(sim: Sim): void {
  const rng = sim.rng('bookings');
  const fastingShare = 0.35;
  const fastingCount = Math.round(sim.options.bookings * fastingShare);
  const times = [
    ...arrivals(rng.fork('fasting'), sim.options.day, fastingCount, FASTING_CURVE).map(
      (t) => [t, 1] as const,
    ),
    ...arrivals(rng.fork('other'), sim.options.day, sim.options.bookings - fastingCount).map(
      (t) => [t, 0] as const,
    ),
  ].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const fasting = sim.world.offers.filter((o) => o.fasting);
  const other = sim.world.offers.filter((o) => !o.fasting);
  const silent =
    sim.silentCentre === null
      ? []
      : sim.world.offers.filter((o) => o.centreId === sim.silentCentre);
  times.forEach(([at, isFasting], k) => {
    const own = rng.fork(`patient-${k}`);
    // One patient in a hundred books at the centre that never answers (when injected).
    const pool = silent.length > 0 && k % 100 === 0 ? silent : isFasting ? fasting : other;
    const offer = pool === silent ? own.pick(pool) : own.weighted(pool, weightsOf(pool));
    const service = offer.home && own.chance(0.4) ? 'home-service' : 'walkin';
    const intent: Intent = { offer, service, key: keyOf(sim, k), tries: 0 };
    sim.clock.at(at, () => attemptBooking(sim, own, intent));
  });
}

/** A stable Idempotency-Key per patient (a UUID's shape, as the browser makes one). */
function keyOf(sim: Sim, k: number): string {
  const hex = (sim.options.seed * 1_000_003 + k).toString(16).padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${hex}`;
}

/** The day's call-me requests: from a product page, in the ledger once answered 'we'll call'. */
export function scheduleLeads(sim: Sim): void {
  const rng = sim.rng('leads');
  arrivals(rng, sim.options.day, sim.options.leads).forEach((at, k) => {
    const own = rng.fork(`lead-${k}`);
    const offer = own.weighted(sim.world.offers, weightsOf(sim.world.offers));
    const phone = phoneOf(own);
    let tries = 0;
    const ask = async (): Promise<void> => {
      tries++;
      try {
        const now = sim.clock.date;
        const lead = await request(
          sim,
          () =>
            recordLead(
              sim.world.db,
              {
                phone,
                source: offer.page,
                marketing: own.chance(0.2),
                attribution: null,
                ackChannel: sim.settings.channel,
              },
              now,
              { exclusive: true },
            ),
          true,
        );
        sim.counts.leads = (sim.counts.leads ?? 0) + 1;
        if (lead.acknowledged) sim.nudge();
        sim.toldLeads.push({ phone, city: offer.city, at: sim.clock.now });
        if (lead.id !== null) wakeAnAgent(sim);
      } catch (error) {
        if (!retryable(error)) return;
        // The form keeps the number and sends again (components/call-me): no lead is dropped.
        if (tries >= MAX_TRIES) {
          sim.ledger.push({ city: offer.city, centre: null, at: sim.clock.date, kept: false });
          return;
        }
        sim.counts.lead_retries = (sim.counts.lead_retries ?? 0) + 1;
        sim.clock.after(between(own, 5_000, 30_000), ask);
      }
    };
    sim.clock.at(at, ask);
  });
}

/** At the day's end: every booking and lead a patient was told of is in the database, once. */
export async function checkKept(sim: Sim): Promise<void> {
  const keys = sim.told.map((t) => t.key);
  const stored = new Map(
    rowsOf<{ key: string; n: number }>(
      await sim.world.db.execute(sql`
        select idempotency_key as key, count(*)::int as n from bookings
        where idempotency_key = any(${sql.param(keys)}::text[]) group by idempotency_key`),
    ).map((r) => [r.key, r.n]),
  );
  const seen = new Set<string>();
  for (const t of sim.told) {
    if (seen.has(t.key)) continue; // a replay tells the same booking again
    seen.add(t.key);
    sim.ledger.push({
      city: t.city,
      centre: null,
      at: new Date(t.at),
      kept: stored.get(t.key) === 1,
    });
  }
  const phones = [...new Set(sim.toldLeads.map((l) => l.phone))];
  const leads = new Set(
    rowsOf<{ phone: string }>(
      await sim.world.db.execute(
        sql`select distinct phone from leads where phone = any(${sql.param(phones)}::text[])`,
      ),
    ).map((r) => r.phone),
  );
  const seenPhones = new Set<string>();
  for (const l of sim.toldLeads) {
    if (seenPhones.has(l.phone)) continue;
    seenPhones.add(l.phone);
    sim.ledger.push({ city: l.city, centre: null, at: new Date(l.at), kept: leads.has(l.phone) });
  }
}
