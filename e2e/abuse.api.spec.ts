// What a security probe did to a number and a booking, over HTTP against the
// production server: a stranger cannot lock a patient out of login, a forged X-Forwarded-For
// buys no new budget, a booking opens in another browser only with a code sent to its number,
// and another patient's booking answers 404 in the time an unknown reference does.
import http from 'node:http';
import { expect, test, type APIRequestContext } from './fixtures';
import { otpSendResponse } from '../lib/accounts/contract';
import { bookingAccessResponse } from '../lib/booking/contract';
import { apiError } from '../lib/testing/api-error';
import { bookForPatient, logIn } from './booking-api';
import { codeFor } from './otp';
import { startOwnServer } from './own-server';
import { phoneFor } from './phones';

// The shared e2e server trusts one proxy (playwright.config.ts): these addresses stand for the
// different clients a load balancer would report.
let address = 0;
const from = () => ({ 'x-forwarded-for': `198.18.${(process.pid + 7) % 256}.${++address % 256}` });

test('a stranger asking for codes to a number cannot lock its owner out', async ({ request }) => {
  const phone = phoneFor('lockout', '7');
  const patient = from();
  const mine = await request.post('/api/auth/otp/', { data: { phone }, headers: patient });
  expect(mine.status()).toBe(200);
  const { request_id } = otpSendResponse.parse(await mine.json());
  const code = await codeFor(phone);
  // Twice from other addresses, as the probe did: both answered, neither kills the code.
  for (let i = 0; i < 2; i++) {
    const theirs = await request.post('/api/auth/otp/', { data: { phone }, headers: from() });
    expect(theirs.status()).toBe(200);
  }
  const again = await request.post('/api/auth/otp/', { data: { phone }, headers: patient });
  expect(again.status()).toBe(200);
  const login = await request.post('/api/auth/otp/verify/', { data: { request_id, code } });
  expect(login.status()).toBe(200);
});

/** A POST from a loopback address of our choosing (127.0.0.x): a different connection address. */
function postFrom(
  url: string,
  body: unknown,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': data.length, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test('with no proxy in front, a forged X-Forwarded-For buys no new budget', async () => {
  test.setTimeout(180_000);
  // As deployed with nothing in front: TRUSTED_PROXY_COUNT left at its default, 0.
  const server = await startOwnServer({
    TRUSTED_PROXY_COUNT: undefined,
    SMS_OUTBOX_IN_PRODUCTION: 'true',
  });
  try {
    const send = `${server.url}/api/auth/otp/`;
    const number = (i: number) =>
      `6${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`;
    const forged = { 'x-forwarded-for': '203.0.113.1' };
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(await postFrom(send, { phone: number(i) }, '127.0.0.1', forged));
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // A new forged address changes nothing; a new connection address is another client.
    expect(
      await postFrom(send, { phone: number(20) }, '127.0.0.1', {
        'x-forwarded-for': '203.0.113.2',
      }),
    ).toBe(429);
    expect(await postFrom(send, { phone: number(21) }, '127.0.0.2')).toBe(200);

    const verify = `${server.url}/api/auth/otp/verify/`;
    const guess = (i: number) => ({
      request_id: `6f1c3a52-1f0e-4c1e-9d55-${String(i).padStart(12, '0')}`,
      code: '123456',
    });
    const tries = [];
    for (let i = 0; i < 61; i++) {
      tries.push(
        await postFrom(verify, guess(i), '127.0.0.3', { 'x-forwarded-for': `203.0.113.${i}` }),
      );
    }
    expect(tries.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(tries[60]).toBe(429);
    expect(await postFrom(verify, guess(99), '127.0.0.4')).toBe(401);
  } finally {
    await server.stop();
  }
});

/** The access steps of a booking, from a browser that has nothing of it. */
async function askAccess(context: APIRequestContext, reference: string, phone: string) {
  const res = await context.post(`/api/booking/${reference}/access/`, {
    data: { phone },
    headers: from(),
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['set-cookie']).toBeUndefined();
  return bookingAccessResponse.parse(await res.json());
}

test('a booking opens in another browser only with a code sent to its number', async ({
  playwright,
}) => {
  const owner = await playwright.request.newContext();
  const stranger = await playwright.request.newContext();
  const otherDevice = await playwright.request.newContext();
  const phone = phoneFor('access', '7');
  await logIn(owner, phone, from());
  const reference = await bookForPatient(owner, phone);

  // The reference and the number, as the probe had them: a code goes to the owner, nothing opens.
  const sentAfter = Date.now();
  const asked = await askAccess(stranger, reference, phone);
  expect((await stranger.get(`/api/booking/${reference}/`)).status()).toBe(404);
  expect((await stranger.post(`/api/booking/${reference}/cancel/`)).status()).toBe(404);
  const wrongCode = await stranger.post(`/api/booking/${reference}/access/verify/`, {
    data: { request_id: asked.request_id, code: '000000' },
  });
  expect(wrongCode.status()).toBe(401);
  expect(apiError.parse(await wrongCode.json()).sub_code).toBe('otp_wrong');
  // Ten wrong numbers from rotating addresses get the same answer, and lock nobody out.
  for (let i = 0; i < 10; i++) await askAccess(stranger, reference, phoneFor(`guess${i}`, '8'));

  const mine = await askAccess(otherDevice, reference, phone);
  const code = await codeFor(phone, { sentAfter });
  const opened = await otherDevice.post(`/api/booking/${reference}/access/verify/`, {
    data: { request_id: mine.request_id, code },
  });
  expect(opened.status()).toBe(200);
  expect((await otherDevice.get(`/api/booking/${reference}/`)).status()).toBe(200);
  await Promise.all([owner.dispose(), stranger.dispose(), otherDevice.dispose()]);
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test("another patient's booking answers 404 in the time an unknown reference does", async ({
  playwright,
}, info) => {
  const asha = await playwright.request.newContext();
  const ravi = await playwright.request.newContext();
  const ashaPhone = phoneFor('timing-asha', '7');
  await logIn(asha, ashaPhone, from());
  await logIn(ravi, phoneFor('timing-ravi', '7'), from());
  const reference = await bookForPatient(asha, ashaPhone);
  const time = async (ref: string) => {
    const started = performance.now();
    const res = await ravi.get(`/api/booking/${ref}/`);
    expect(res.status()).toBe(404);
    return performance.now() - started;
  };
  const theirs: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 5; i++) await time('DX-ZZZZZZ'); // warm both paths
  for (let i = 0; i < 40; i++) {
    theirs.push(await time(reference));
    unknown.push(await time('DX-ZZZZZ2'));
  }
  const ratio = median(theirs) / median(unknown);
  const figures = `another's ${median(theirs).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (medians of 40), ratio ${ratio.toFixed(2)}`;
  info.annotations.push({ type: 'timing', description: figures });
  console.log(`404 timing: ${figures}`);
  // Before the fix another patient's booking took 1.3 to 1.6 times as long.
  expect(ratio, figures).toBeGreaterThan(0.8);
  expect(ratio, figures).toBeLessThan(1.2);
  await Promise.all([asha.dispose(), ravi.dispose()]);
});
