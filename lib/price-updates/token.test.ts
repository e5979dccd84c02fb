import { HttpError } from '@/lib/server-api/errors';
import { requireOpsToken } from './token';

const TOKEN = 'ops-token-0123456789abcdef';
const req = (auth?: string) =>
  new Request('http://x/', { headers: auth ? { authorization: auth } : {} });

it('lets the right bearer token through', () => {
  expect(() => requireOpsToken(req(`Bearer ${TOKEN}`), TOKEN)).not.toThrow();
});

it.each([undefined, 'Bearer nope', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`])(
  'answers 401 for %s',
  (auth) => {
    expect(() => requireOpsToken(req(auth), TOKEN)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  },
);

it('does not exist without a configured token', () => {
  const call = () => requireOpsToken(req(`Bearer ${TOKEN}`), undefined);
  expect(call).toThrow(HttpError);
  expect(call).toThrow(expect.objectContaining({ status: 404 }));
});
