import { checkOrigin } from './origin';

const SITE = 'https://diagnobook.example';
const post = (origin?: string, host = 'diagnobook.example') =>
  new Request('http://127.0.0.1:3000/api/aggregator/call_me/', {
    method: 'POST',
    headers: { host, ...(origin === undefined ? {} : { origin }) },
  });

it('lets the site’s own origin and origin-less clients through', () => {
  expect(() => checkOrigin(post('https://diagnobook.example'), SITE)).not.toThrow();
  expect(() => checkOrigin(post('http://127.0.0.1:3210', '127.0.0.1:3210'), SITE)).not.toThrow();
  expect(() => checkOrigin(post(undefined), SITE)).not.toThrow();
});

it.each(['https://evil.example', 'null', 'not a url', 'https://diagnobook.example.evil.example'])(
  'refuses %s with 403',
  (origin) => {
    expect(() => checkOrigin(post(origin), SITE)).toThrow(
      expect.objectContaining({ status: 403, subCode: 'forbidden_origin' }),
    );
  },
);

it('does not check reads', () => {
  const get = new Request('http://x/', { headers: { origin: 'https://evil.example' } });
  expect(() => checkOrigin(get, SITE)).not.toThrow();
});
