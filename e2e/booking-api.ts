// A patient's login and booking over HTTP, for the API specs: each on a request context of its
// own (its own cookie jar), against the e2e server's seeded catalogue.
import { expect, type APIRequestContext } from '@playwright/test';
import { otpSendResponse, sessionResponse } from '../lib/accounts/contract';
import { bookingCentresResponse, bookingSlotsResponse } from '../lib/booking/contract';
import { bookableDates } from '../lib/booking/schedule';
import { CITIES } from '../lib/db/seed/data/cities';
import { codeFor } from './otp';
import { NOTHING_DECLARED } from '@/lib/safety/client';

export const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;

/** Logs `phone` in on `request`, asking from the address `headers` give. */
export async function logIn(
  request: APIRequestContext,
  phone: string,
  headers: Record<string, string>,
) {
  const sentAfter = Date.now();
  const sent = await request.post('/api/auth/otp/', { data: { phone }, headers });
  expect(sent.status()).toBe(200);
  const { request_id } = otpSendResponse.parse(await sent.json());
  const code = await codeFor(phone, { sentAfter });
  const verified = await request.post('/api/auth/otp/verify/', { data: { request_id, code } });
  expect(verified.status()).toBe(200);
  expect(sessionResponse.parse(await verified.json()).customer_phone).toBe(phone);
}

/** The random id of MRI Brain in Hyderabad, read from the city page. */
export async function mriBrainId(request: APIRequestContext): Promise<string> {
  const home = await (await request.get('/hyderabad/')).text();
  return /href="\/hyderabad\/mri-brain\/([a-z0-9]{6})\/"/.exec(home)![1]!;
}

/** What booking MRI Brain tomorrow at the first centre's first free slot sends. */
export async function bookingBody(request: APIRequestContext, phone: string) {
  const product = await mriBrainId(request);
  const { centres } = bookingCentresResponse.parse(
    await (
      await request.get('/api/booking/centres/', {
        params: { product_random_id: product, city_id: HYDERABAD },
      })
    ).json(),
  );
  const centre = centres[0]!;
  const tomorrow = bookableDates(new Date())[1]!;
  const { slots } = bookingSlotsResponse.parse(
    await (
      await request.get('/api/booking/slots/', {
        params: { product_random_id: product, centre_id: centre.id, date: tomorrow },
      })
    ).json(),
  );
  const slot = slots.find((s) => s.remaining > 0)!;
  return {
    product_random_id: product,
    centre_id: centre.id,
    service: 'walkin',
    slot_start: slot.start,
    safety: NOTHING_DECLARED,
    patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
  };
}

/** Books for the patient logged in on `request`; the booking's reference. */
export async function bookForPatient(request: APIRequestContext, phone: string): Promise<string> {
  const made = await request.post('/api/booking/', {
    data: await bookingBody(request, phone),
    headers: { 'idempotency-key': `e2e-${Date.now()}-${phone}` },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { booking: { reference: string } }).booking.reference;
}
