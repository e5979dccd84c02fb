import { expect, test } from '@playwright/test';

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
