// Accounts over HTTP against the production server (issue 8): a booking belongs to its patient,
// the send limits, and the start refusal of a production server with the outbox provider.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { otpSendResponse, sessionResponse } from '../lib/accounts/contract';
import { bookingCentresResponse, bookingSlotsResponse } from '../lib/booking/contract';
import { bookableDates } from '../lib/booking/schedule';
import { CITIES } from '../lib/db/seed/data/cities';
import { apiError } from '../lib/testing/api-error';
import { codeFor } from './otp';
import { phoneFor } from './phones';

const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;
let mriBrain: string;

test.beforeAll(async ({ request }) => {
  const home = await (await request.get('/hyderabad/')).text();
  mriBrain = /href="\/hyderabad\/mri-brain\/([a-z0-9]{6})\/"/.exec(home)![1]!;
});

let address = 0;
/** A client address of its own per call: the per-IP limit is not what these tests are about. */
const from = () => ({ 'x-forwarded-for': `198.19.${process.pid % 256}.${++address % 256}` });

/** Logs `phone` in on a request context of its own (its own cookie jar). */
async function logIn(request: APIRequestContext, phone: string) {
  const sent = await request.post('/api/auth/otp/', { data: { phone }, headers: from() });
  expect(sent.status()).toBe(200);
  const { request_id } = otpSendResponse.parse(await sent.json());
  const code = await codeFor(phone);
  const verified = await request.post('/api/auth/otp/verify/', { data: { request_id, code } });
  expect(verified.status()).toBe(200);
  expect(sessionResponse.parse(await verified.json()).customer_phone).toBe(phone);
}

test("another patient's booking answers 404; its own patient's session opens it", async ({
  playwright,
}) => {
  const asha = await playwright.request.newContext();
  const ravi = await playwright.request.newContext();
  const ashaPhone = phoneFor('asha', '7');
  await logIn(asha, ashaPhone);
  await logIn(ravi, phoneFor('ravi', '7'));

  const { centres } = bookingCentresResponse.parse(
    await (
      await asha.get('/api/booking/centres/', {
        params: { product_random_id: mriBrain, city_id: HYDERABAD },
      })
    ).json(),
  );
  const centre = centres[0]!;
  const tomorrow = bookableDates(new Date())[1]!;
  const { slots } = bookingSlotsResponse.parse(
    await (
      await asha.get('/api/booking/slots/', {
        params: { product_random_id: mriBrain, centre_id: centre.id, date: tomorrow },
      })
    ).json(),
  );
  const slot = slots.find((s) => s.remaining > 0)!;
  const body = {
    product_random_id: mriBrain,
    centre_id: centre.id,
    service: 'walkin',
    slot_start: slot.start,
    patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: ashaPhone },
  };

  // Ravi cannot book in Asha's name.
  const forged = await ravi.post('/api/booking/', {
    data: body,
    headers: { 'idempotency-key': `e2e-${Date.now()}-r` },
  });
  expect(forged.status()).toBe(403);
  expect(apiError.parse(await forged.json()).sub_code).toBe('phone_not_verified');

  const made = await asha.post('/api/booking/', {
    data: body,
    headers: { 'idempotency-key': `e2e-${Date.now()}-a` },
  });
  expect(made.status()).toBe(201);
  const { reference } = ((await made.json()) as { booking: { reference: string } }).booking;

  // Asha's session alone (no per-booking cookie) opens it; Ravi's gets 404.
  const sessionOnly = await playwright.request.newContext({
    storageState: {
      cookies: (await asha.storageState()).cookies.filter((c) => !c.name.startsWith('bk_')),
      origins: [],
    },
  });
  expect((await sessionOnly.get(`/api/booking/${reference}/`)).status()).toBe(200);
  for (const url of [`/api/booking/${reference}/`, `/api/booking/${reference}/calendar.ics`]) {
    const res = await ravi.get(url);
    expect(res.status(), url).toBe(404);
    expect(apiError.parse(await res.json()).sub_code).toBe('booking_not_found');
  }
  const cancel = await ravi.post(`/api/booking/${reference}/cancel/`);
  expect(cancel.status()).toBe(404);
  await Promise.all([asha.dispose(), ravi.dispose(), sessionOnly.dispose()]);
});

test('a 4th code for one number in 15 minutes answers 429 with Retry-After', async ({
  request,
}) => {
  const phone = phoneFor('limit', '7');
  for (let i = 0; i < 3; i++) {
    expect(
      (await request.post('/api/auth/otp/', { data: { phone }, headers: from() })).status(),
    ).toBe(200);
  }
  const refused = await request.post('/api/auth/otp/', { data: { phone }, headers: from() });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(800);
  expect(apiError.parse(await refused.json())).toMatchObject({
    error_code: 429,
    sub_code: 'rate_limited',
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test('a production server refuses to start with the outbox provider unless allowed', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refusal-'));
  // The build the e2e server was started from; its own database is not touched.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  };
  delete env.SMS_OUTBOX_IN_PRODUCTION;
  delete env.SMS_PROVIDER;
  const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  rmSync(dataDir, { recursive: true, force: true });
  expect(output).toContain('Refusing to start: SMS_PROVIDER is outbox');
  expect(exitCode, output).not.toBe(0);
  expect(exitCode, 'the server kept running').not.toBeNull();
});
