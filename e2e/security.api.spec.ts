import { expect, test } from './fixtures';
import { otpSendResponse } from '../lib/accounts/contract';
import { apiError } from '../lib/testing/api-error';
import { codeFor } from './otp';
import { phoneFor } from './phones';

const PAGES = [
  '/',
  '/about/',
  '/hyderabad/mri-brain/zzzzzz/',
  '/hyderabad/',
  '/search/?query=mri&city_id=1',
  '/scans/?city_id=1',
  '/deal/hc_499_tvhr_0_33/',
  '/sitemap.xml',
  '/robots.txt',
  '/api/health/',
];

test('every answer carries the security headers and no X-Powered-By', async ({ request }) => {
  const home = await (await request.get('/hyderabad/')).text();
  const product = /href="(\/hyderabad\/mri-brain\/[a-z0-9]{6}\/)"/.exec(home)![1]!;
  for (const path of [...PAGES, product]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['content-security-policy'], path).toContain("base-uri 'none'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("form-action 'self'");
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self'( |;)/);
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('answers that carry personal data, and errors, are never stored by a cache', async ({
  request,
}) => {
  const home = await (await request.get('/hyderabad/')).text();
  const randomId = /href="\/hyderabad\/mri-brain\/([a-z0-9]{6})\/"/.exec(home)![1]!;
  const info = await request.get('/api/aggregator/product_basic_info/', {
    params: { product_random_id: randomId, city_id: 1 },
  });
  expect(info.status()).toBe(200);
  expect(info.headers()['cache-control']).toBe('private, no-store');
  const missing = await request.get('/api/aggregator/product_basic_info/', {
    params: { product_random_id: 'zzzzzz', city_id: 1 },
  });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  const lead = await request.post('/api/aggregator/call_me/', {
    data: { call_me_number: '9811100011', source: '/' },
  });
  expect(lead.headers()['cache-control']).toBe('private, no-store');
  const chat = await request.post('/api/whatsapp/conversation_log/', {
    data: { source_page_name: 'product_page', third_party_flow_name: 'Product page Autobot Flow' },
  });
  expect(chat.headers()['cache-control']).toBe('private, no-store');
});

for (const origin of ['https://evil.example', 'null']) {
  test(`writes from Origin ${origin} are refused with 403 in the error shape`, async ({
    request,
  }) => {
    for (const [path, data] of [
      ['/api/aggregator/call_me/', { call_me_number: '9811100012', source: '/' }],
      [
        '/api/whatsapp/conversation_log/',
        { source_page_name: 'product_page', third_party_flow_name: 'x' },
      ],
      ['/api/ops/prices/', {}],
    ] as const) {
      const res = await request.post(path, { data, headers: { origin } });
      expect(res.status(), path).toBe(403);
      expect(await res.json(), path).toMatchObject({
        error_code: 403,
        sub_code: 'forbidden_origin',
      });
    }
  });
}

test('writes from the site itself pass', async ({ request, baseURL }) => {
  const res = await request.post('/api/whatsapp/conversation_log/', {
    data: { source_page_name: 'product_page', third_party_flow_name: 'Product page Autobot Flow' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
});

// --- Input that no field may hold: refused with 400, never a 500 -------------------

test('a NUL in call_me’s source is 400 naming the field, and invalid UTF-8 is 400', async ({
  request,
}) => {
  // The number must not reach the log either: e2e/check-logs.ts reads it after the run.
  const nul = await request.post('/api/aggregator/call_me/', {
    data: { call_me_number: '9796115471', source: '/a\u0000b' },
  });
  expect(nul.status()).toBe(400);
  expect(apiError.parse(await nul.json())).toMatchObject({
    error_code: 400,
    sub_code: 'invalid_parameter',
    reason: 'source: must not contain control characters',
  });
  // Over-long UTF-8 for "/" as raw bytes, which a lenient decoder would read as U+FFFD.
  const bytes = await request.post('/api/aggregator/call_me/', {
    data: Buffer.concat([
      Buffer.from('{"call_me_number":"9796115471","source":"/a'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('b"}'),
    ]),
    headers: { 'content-type': 'application/json' },
  });
  expect(bytes.status()).toBe(400);
  expect(apiError.parse(await bytes.json()).sub_code).toBe('invalid_json');
});

test('a code sent as a number is 400 naming the type', async ({ request }) => {
  const res = await request.post('/api/auth/otp/verify/', {
    data: { request_id: '0f8fad5b-d9cb-469f-a165-70867728950e', code: 123456 },
    headers: { 'x-forwarded-for': '198.19.23.1' },
  });
  expect(res.status()).toBe(400);
  expect(apiError.parse(await res.json())).toMatchObject({
    sub_code: 'invalid_parameter',
    reason: 'code: must be a string, not a number',
  });
});

test('a write from the https origin of the http server’s own host and port is 403', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL!.replace(/^http:/, 'https:');
  const res = await request.post('/api/whatsapp/conversation_log/', {
    data: { source_page_name: 'product_page', third_party_flow_name: 'Product page Autobot Flow' },
    headers: { origin },
  });
  expect(res.status()).toBe(403);
  expect(apiError.parse(await res.json()).sub_code).toBe('forbidden_origin');
});

test('a logged-in patient’s login page with a non-ASCII next redirects to My bookings', async ({
  request,
}) => {
  const phone = phoneFor('security-next', '9');
  const sent = await request.post('/api/auth/otp/', {
    data: { phone },
    headers: { 'x-forwarded-for': `198.19.24.${process.pid % 256}` },
  });
  expect(sent.status()).toBe(200);
  const { request_id } = otpSendResponse.parse(await sent.json());
  const verified = await request.post('/api/auth/otp/verify/', {
    data: { request_id, code: await codeFor(phone) },
  });
  expect(verified.status()).toBe(200);
  // U+3002 (ideographic full stop), U+3000 (ideographic space), U+2028 (line separator).
  for (const next of ['%2F%E3%80%82%2Fevil.com', '%2F%E3%80%80%2Fevil.com', '%2F%E2%80%A8']) {
    const res = await request.get(`/login/?next=${next}`, { maxRedirects: 0 });
    expect(res.status(), next).toBeGreaterThanOrEqual(300);
    expect(res.status(), next).toBeLessThan(400);
    expect(res.headers()['location'], next).toBe('/my-bookings/');
  }
  // A path of this site is still where the login goes.
  const own = await request.get('/login/?next=%2Fhyderabad%2F', { maxRedirects: 0 });
  expect(own.headers()['location']).toBe('/hyderabad/');
});

test('a page address with a NUL or malformed percent-encoding is a 404, not a 500', async ({
  request,
}) => {
  for (const path of [
    '/partners/abc/%00/',
    '/%25zz/',
    '/hyd%00/mri-brain/ay5jt4/',
    '/hyderabad/mri-brain/ay5j%00/',
    '/hyderabad/mri-brain/%25zz12/',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
  // Percent-encoding that decodes to nothing (Next's router would answer 500): the site's own
  // not-found page, and for an API call a 400 in the shared error shape.
  for (const path of [
    '/%E0%A4%A/',
    '/hyderabad/mri-brain/%E0%A4%A/',
    '/hyderabad/mri-brain/%E0%A4%A/og.png',
    '/deal/%C0/',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('We could not find that page');
  }
  const api = await request.get('/api/search/%E0%A4%A/', { maxRedirects: 0 });
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error_code: 400, sub_code: 'invalid_address' });
  // Free text in a page's query is dropped, not searched for.
  expect((await request.get('/search/?query=mri%00&city_id=1')).status()).toBe(200);
});
