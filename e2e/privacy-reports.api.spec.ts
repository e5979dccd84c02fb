import { expect, test, type APIRequestContext } from './fixtures';
import { bookingCentresResponse, bookingSlotsResponse } from '../lib/booking/contract';
import { bookableDates } from '../lib/booking/schedule';
import { HYDERABAD, logIn } from './booking-api';
import { phoneFor } from './phones';
import { demoLogin, staffLogIn } from './staff';
import { NOTHING_DECLARED } from '@/lib/safety/client';

// A report on My data and through 'delete my data', on the production server: the centre's
// staff member uploads a report; the patient's download of My data lists it with a link that
// opens the PDF for them alone; after 'delete my data' the link finds nothing, and the centre
// can put no report back.

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

let address = 0;
const from = () => ({ 'x-forwarded-for': `198.18.${process.pid % 256}.${++address % 256}` });

interface ExportedBooking {
  reference: string;
  report: { uploaded_at: string; size_bytes: number; link: string } | null;
}

/** Books a walk-in tomorrow at a centre of `organisation`, for the patient logged in. */
async function bookAt(
  request: APIRequestContext,
  phone: string,
  organisation: string,
): Promise<string> {
  const home = await (await request.get('/hyderabad/')).text();
  const products = [...home.matchAll(/href="\/hyderabad\/[a-z0-9-]+\/([a-z0-9]{6})\/"/g)].map(
    (m) => m[1]!,
  );
  const tomorrow = bookableDates(new Date())[1]!;
  for (const product of new Set(products)) {
    const { centres } = bookingCentresResponse.parse(
      await (
        await request.get('/api/booking/centres/', {
          params: { product_random_id: product, city_id: HYDERABAD },
        })
      ).json(),
    );
    const centre = centres.find((c) => c.organisation_name === organisation);
    if (!centre) continue;
    const { slots } = bookingSlotsResponse.parse(
      await (
        await request.get('/api/booking/slots/', {
          params: { product_random_id: product, centre_id: centre.id, date: tomorrow },
        })
      ).json(),
    );
    const slot = slots.find((s) => s.remaining > 0);
    if (!slot) continue;
    const made = await request.post('/api/booking/', {
      data: {
        product_random_id: product,
        centre_id: centre.id,
        service: 'walkin',
        slot_start: slot.start,
        safety: NOTHING_DECLARED,
        patient: { name: 'Savitri Report', age: 52, gender: 'female', phone },
      },
      headers: { 'idempotency-key': `e2e-${Date.now()}-${phone}` },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { booking: { reference: string } }).booking.reference;
  }
  throw new Error(`no centre of ${organisation} in Hyderabad has a place tomorrow`);
}

async function exportedBookings(request: APIRequestContext): Promise<ExportedBooking[]> {
  const res = await request.get('/api/privacy/export/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toMatch(/^attachment;/);
  return ((await res.json()) as { bookings: ExportedBooking[] }).bookings;
}

test("My data's download links the centre's report, which opens for the patient only; 'delete my data' deletes it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const desk = demoLogin('centre_staff');
  const patient = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  const phone = phoneFor('privacy-reports', '8');
  await logIn(patient, phone, from());
  await logIn(stranger, phoneFor('privacy-reports-other', '8'), from());
  const reference = await bookAt(patient, phone, desk.organisation!);

  // Before any report: the booking is listed with none.
  expect((await exportedBookings(patient)).map((b) => [b.reference, b.report])).toEqual([
    [reference, null],
  ]);

  // The centre accepts, checks the patient in and uploads the report.
  await staffLogIn(page, desk);
  for (const to of ['confirmed', 'checked_in']) {
    const moved = await page.request.post(`/api/partner/bookings/${reference}/moves/`, {
      data: { to },
    });
    expect(moved.status()).toBe(200);
  }
  const uploaded = await page.request.post(`/api/partner/bookings/${reference}/report/`, {
    headers: { 'content-type': 'application/pdf' },
    data: PDF,
  });
  expect(uploaded.status()).toBe(200);

  // The download of My data lists the report, with its link.
  const [listed] = await exportedBookings(patient);
  expect(listed).toMatchObject({
    reference,
    report: { size_bytes: PDF.length, link: expect.stringMatching(/^https?:\/\/[^/]+\//) },
  });
  const link = new URL(listed!.report!.link);
  expect(link.pathname).toBe(`/api/booking/${reference}/report/`);
  const opened = await patient.get(link.pathname);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['cache-control']).toMatch(/no-store/);
  expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);
  // Another patient, or no one: the same 404 as an unknown booking.
  expect((await stranger.get(link.pathname)).status()).toBe(404);
  expect((await page.request.get(link.pathname)).status()).toBe(404);

  // My data links it too, and its erase screen names it and posts, its button off until React
  // runs: a press while the page loads sends nothing.
  const html = await (await patient.get('/my-data/')).text();
  expect(html).toContain(`href="/api/booking/${reference}/report/"`);
  expect(html).toContain(`The report of ${reference} is deleted too.`);
  const danger = html.slice(html.indexOf('aria-label="Delete my data"'));
  const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(danger)![0];
  expect(form).toMatch(/^<form method="post"/);
  expect(form).toMatch(/<button type="submit"[^>]*disabled=""/);

  // 'Delete my data' deletes the report with the rest.
  const erased = await patient.post('/api/privacy/erase/', { data: { confirm: true } });
  expect(erased.status()).toBe(200);
  expect(((await erased.json()) as { erased: { reports: number } }).erased.reports).toBe(1);

  // The number logs in again: nothing of the booking, and the link finds nothing.
  await logIn(patient, phone, from());
  expect(await exportedBookings(patient)).toEqual([]);
  const gone = await patient.get(link.pathname);
  expect(gone.status()).toBe(404);

  // The centre can put no report back, and its day still opens with the booking.
  const again = await page.request.post(`/api/partner/bookings/${reference}/report/`, {
    headers: { 'content-type': 'application/pdf' },
    data: PDF,
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ sub_code: 'patient_data_deleted' });
  const tomorrow = bookableDates(new Date())[1]!;
  const day = await page.goto(`/partner/?date=${tomorrow}`);
  expect(day?.status()).toBe(200);
  const card = page.locator('.day-booking', { hasText: reference });
  await expect(card).toContainText('Patient’s details deleted');
  await expect(card).toContainText('this booking keeps no report');
  await expect(card.getByRole('button', { name: 'Upload report' })).toHaveCount(0);

  await patient.dispose();
  await stranger.dispose();
});
