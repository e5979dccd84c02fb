// Accounts over HTTP against the production server: a booking belongs to its patient,
// the send limits, and the start refusal of a production server with the outbox provider.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { apiError } from '../lib/testing/api-error';
import { bookingBody, logIn as authLogIn } from './booking-api';
import { freePort } from './own-server';
import { phoneFor } from './phones';

let address = 0;
/** A client address of its own per call: the per-IP limit is not what these tests are about. */
const from = () => ({ 'x-forwarded-for': `198.19.${process.pid % 256}.${++address % 256}` });

const logIn = (request: APIRequestContext, phone: string) => authLogIn(request, phone, from());

test("another patient's booking answers 404; its own patient's session opens it", async ({
  playwright,
}) => {
  const asha = await playwright.request.newContext();
  const ravi = await playwright.request.newContext();
  const ashaPhone = phoneFor('asha', '7');
  await logIn(asha, ashaPhone);
  await logIn(ravi, phoneFor('ravi', '7'));

  const body = await bookingBody(asha, ashaPhone);

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

test('a 4th code request for one number from one address in 15 minutes answers 429 with Retry-After', async ({
  request,
}) => {
  const phone = phoneFor('limit', '7');
  const one = from();
  for (let i = 0; i < 3; i++) {
    expect((await request.post('/api/auth/otp/', { data: { phone }, headers: one })).status()).toBe(
      200,
    );
  }
  const refused = await request.post('/api/auth/otp/', { data: { phone }, headers: one });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(800);
  expect(apiError.parse(await refused.json())).toMatchObject({
    error_code: 429,
    sub_code: 'rate_limited',
  });
});

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
