import { checkOrigin } from './origin';

const SITE = 'https://diagnobook.example';
const post = (origin?: string, host = 'diagnobook.example', url = 'http://127.0.0.1:3000') =>
  new Request(`${url}/api/aggregator/call_me/`, {
    method: 'POST',
    headers: { host, ...(origin === undefined ? {} : { origin }) },
  });
const refused = expect.objectContaining({ status: 403, subCode: 'forbidden_origin' });

it('lets the site’s own origin and origin-less clients through', () => {
  expect(() => checkOrigin(post('https://diagnobook.example'), SITE)).not.toThrow();
  expect(() => checkOrigin(post('http://127.0.0.1:3210', '127.0.0.1:3210'), SITE)).not.toThrow();
  expect(() => checkOrigin(post(undefined), SITE)).not.toThrow();
});

it.each(['https://evil.example', 'null', 'not a url', 'https://diagnobook.example.evil.example'])(
  'refuses %s with 403',
  (origin) => {
    expect(() => checkOrigin(post(origin), SITE)).toThrow(refused);
  },
);

it.each([
  // The probe's case: the host matches the http server's, the scheme does not.
  ['another scheme on the served host', 'https://127.0.0.1:3900', '127.0.0.1:3900'],
  ['another port on the served host', 'http://127.0.0.1:3901', '127.0.0.1:3900'],
  ['http for the https site', 'http://diagnobook.example', 'diagnobook.example'],
  ['another port of the site', 'https://diagnobook.example:8443', 'diagnobook.example'],
])('compares scheme, host and port: refuses %s', (_what, origin, host) => {
  expect(() => checkOrigin(post(origin, host), SITE)).toThrow(refused);
});

it('normalises default ports', () => {
  expect(() => checkOrigin(post('https://diagnobook.example:443'), SITE)).not.toThrow();
  expect(() =>
    checkOrigin(post('http://shop.example', 'shop.example:80'), 'https://x.example'),
  ).not.toThrow();
  expect(() => checkOrigin(post('https://diagnobook.example'), `${SITE}:443/`)).not.toThrow();
});

it('takes the served scheme from the request’s URL (https behind TLS)', () => {
  const request = post('https://shop.example', 'shop.example', 'https://10.0.0.5:3000');
  expect(() => checkOrigin(request, 'http://localhost:3000')).not.toThrow();
});

it('does not check reads', () => {
  const get = new Request('http://x/', { headers: { origin: 'https://evil.example' } });
  expect(() => checkOrigin(get, SITE)).not.toThrow();
});
