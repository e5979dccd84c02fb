// What every cluster scenario is given: the cluster, its databases, this run's numbers, and the
// catalogue rows the scenarios book and price (Hyderabad's MRI Brain and MRI Knee).
import {
  bookingCentresResponse,
  bookingSlotsResponse,
  type SlotView,
} from '@/lib/booking/contract';
import { bookableDates } from '@/lib/booking/schedule';
import { CITIES } from '@/lib/db/seed/data/cities';
import type { Databases } from './db';
import type { ClusterEnv } from './env';
import { call, describe, type CookieJar } from './http';
import { NOTHING_DECLARED } from '@/lib/safety/client';

export interface Context {
  env: ClusterEnv;
  dbs: Databases;
  /** Distinct per run: Idempotency-Keys, lead sources. */
  runId: string;
  phone: () => string;
  catalogue: Catalogue;
}

export interface Catalogue {
  cityId: number;
  /** Random ids of the products, from the city page as a visitor finds them. */
  mriBrain: string;
  mriKnee: string;
  /** Hyderabad centres offering MRI Brain (the booking screen's list). */
  centreIds: number[];
}

export class Failure extends Error {}

/** An assertion: the scenario fails with `message` when `condition` is false. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Failure(message);
}

export const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;

export async function loadCatalogue(base: string): Promise<Catalogue> {
  const city = await call(base, '/hyderabad/');
  check(city.status === 200, `GET /hyderabad/ answered ${city.status}`);
  const idOf = (slug: string) => {
    const m = new RegExp(`href="/hyderabad/${slug}/([a-z0-9]{6})/"`).exec(city.text);
    check(m, `no ${slug} link on the Hyderabad city page`);
    return m[1]!;
  };
  const mriBrain = idOf('mri-brain');
  const centres = await call(
    base,
    `/api/booking/centres/?product_random_id=${mriBrain}&city_id=${HYDERABAD}`,
  );
  const parsed = bookingCentresResponse.safeParse(centres.json);
  check(parsed.success, `GET /api/booking/centres/ answered ${describe(centres)}`);
  check(parsed.data.centres.length >= 2, 'fewer than two Hyderabad centres offer MRI Brain');
  return {
    cityId: HYDERABAD,
    mriBrain,
    mriKnee: idOf('mri-knee'),
    centreIds: parsed.data.centres.map((c) => c.id),
  };
}

export interface SlotAt {
  centreId: number;
  date: string;
  slot: SlotView;
}

/** A centre's slot list for a date, as `base` answers it (to the browser of `jar`, if given). */
export async function slotsOf(
  base: string,
  product: string,
  centreId: number,
  date: string,
  jar?: CookieJar,
): Promise<SlotView[]> {
  const answer = await call(
    base,
    `/api/booking/slots/?product_random_id=${product}&centre_id=${centreId}&date=${date}`,
    { cookie: jar?.header() },
  );
  const parsed = bookingSlotsResponse.safeParse(answer.json);
  check(parsed.success, `GET /api/booking/slots/ answered ${describe(answer)}`);
  return parsed.data.slots;
}

/**
 * `count` slots of MRI Brain that `keep` accepts, from the given centres, tomorrow onwards
 * (today's may pass their booking lead while the test runs).
 */
export async function findSlots(
  ctx: Context,
  centreIds: number[],
  count: number,
  keep: (slot: SlotView) => boolean,
): Promise<SlotAt[]> {
  const found: SlotAt[] = [];
  for (const date of bookableDates(new Date()).slice(1)) {
    for (const centreId of centreIds) {
      const slots = await slotsOf(ctx.env.APP_A_URL, ctx.catalogue.mriBrain, centreId, date);
      for (const slot of slots) {
        if (keep(slot)) found.push({ centreId, date, slot });
        if (found.length === count) return found;
      }
    }
  }
  throw new Error(`only ${found.length} of the ${count} slots needed were found`);
}

export function bookingBody(ctx: Context, at: SlotAt, phone: string) {
  return {
    product_random_id: ctx.catalogue.mriBrain,
    centre_id: at.centreId,
    service: 'walkin',
    slot_start: at.slot.start,
    safety: NOTHING_DECLARED,
    patient: { name: 'Cluster Test', age: 40, gender: 'female', phone },
  };
}

/** Percentile of durations in ms, for the figures. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
