import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('loads once per key while fresh, again once expired', async () => {
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now });
    const load = jest.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 99;
    expect(await cache.get('a', load)).toBe(0);
    clock = 100;
    expect(await cache.get('a', load)).toBe(100);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now });
    let calls = 0;
    const load = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++calls}`), 5));
    const values = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
      cache.get('k', load),
    ]);
    expect(values).toEqual(['v1', 'v1', 'v1']);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entries past maxEntries, and forgets on delete', async () => {
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 2, now });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    cache.delete('a');
    expect(await cache.get('a', async () => 'again')).toBe('again');
  });

  it('caches nothing with a zero TTL', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 2, now });
    const load = jest.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
