/** @jest-environment node */
import { invalidateEverywhere, parseMessage, shareInvalidations } from './invalidation';
import { createTtlCache } from './ttl-cache';

describe('cache invalidation without Redis', () => {
  it('drops the key from every cache sharing the name in this process, and only that key', async () => {
    expect(process.env.REDIS_URL).toBeUndefined();
    const a = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const b = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const other = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    shareInvalidations('prices', a);
    shareInvalidations('prices', b);
    shareInvalidations('reviews', other);
    for (const c of [a, b, other]) {
      await c.get('x:1', async () => 'old');
      await c.get('y:1', async () => 'kept');
    }
    await invalidateEverywhere('prices', 'x:1');
    expect(await a.get('x:1', async () => 'new')).toBe('new');
    expect(await b.get('x:1', async () => 'new')).toBe('new');
    expect(await a.get('y:1', async () => 'new')).toBe('kept');
    expect(await other.get('x:1', async () => 'new')).toBe('old');
  });
});

describe('parseMessage', () => {
  it('reads what invalidateEverywhere publishes and ignores anything else', () => {
    expect(parseMessage('{"cache":"prices","key":"x:1","origin":"o"}')).toEqual({
      cache: 'prices',
      key: 'x:1',
      origin: 'o',
    });
    expect(parseMessage('{"cache":"prices","key":1,"origin":"o"}')).toBeNull();
    expect(parseMessage('not json')).toBeNull();
  });
});
