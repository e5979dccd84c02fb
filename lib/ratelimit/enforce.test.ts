import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '@/lib/server-api/errors';
import { enforce } from './index';

/** A refusal as another copy of the library makes it: the same fields, not the same class. */
class OtherCopyRes {
  constructor(private readonly fields = { remaining: 0, ms: 90_000, consumed: 6 }) {}
  get remainingPoints() {
    return this.fields.remaining;
  }
  get msBeforeNext() {
    return this.fields.ms;
  }
  get consumedPoints() {
    return this.fields.consumed;
  }
}

const refusing = (reason: unknown) =>
  ({ points: 5, consume: () => Promise.reject(reason) }) as unknown as RateLimiterAbstract;

it('answers 429 with Retry-After once the points are spent', async () => {
  const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
  await enforce(limiter, 'k');
  const refused = await enforce(limiter, 'k').catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ status: 429, subCode: 'rate_limited' });
});

it("answers 429 for a refusal made by another bundle's copy of the library", async () => {
  const reached = jest.fn();
  const refused = await enforce(refusing(new OtherCopyRes()), 'k', reached).catch(
    (e: unknown) => e,
  );
  expect(refused).toMatchObject({
    status: 429,
    subCode: 'rate_limited',
    headers: { 'Retry-After': '90' },
  });
  expect(reached).toHaveBeenCalledTimes(1); // consumed = points + 1: the first refusal
});

it("passes the store's own failure on, for the route to answer as such", async () => {
  const failure = new Error('connection refused');
  await expect(enforce(refusing(failure), 'k')).rejects.toBe(failure);
});
