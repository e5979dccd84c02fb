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

  describe('with staleMs', () => {
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it('answers from the expired value while one load replaces it', async () => {
      const cache = createTtlCache<number>({ ttlMs: 100, staleMs: 1_000, maxEntries: 10, now });
      const load = jest.fn(async () => clock);
      expect(await cache.get('a', load)).toBe(0);
      clock = 150;
      // Expired: the old answer at once, and a single reload however many ask meanwhile.
      expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([0, 0]);
      expect(load).toHaveBeenCalledTimes(2);
      await settle();
      expect(await cache.get('a', load)).toBe(150);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('waits for a load once the value is older than ttl and staleMs together', async () => {
      const cache = createTtlCache<number>({ ttlMs: 100, staleMs: 1_000, maxEntries: 10, now });
      const load = jest.fn(async () => clock);
      await cache.get('a', load);
      clock = 1_100;
      expect(await cache.get('a', load)).toBe(1_100);
    });

    it('keeps the old answer when a reload fails, and tries again on the next call', async () => {
      const cache = createTtlCache<string>({ ttlMs: 100, staleMs: 1_000, maxEntries: 10, now });
      await cache.get('k', async () => 'old');
      clock = 200;
      const failing = jest.fn(() => Promise.reject(new Error('down')));
      expect(await cache.get('k', failing)).toBe('old');
      await settle();
      expect(await cache.get('k', async () => 'new')).toBe('old');
      await settle();
      expect(await cache.get('k', failing)).toBe('new');
      expect(failing).toHaveBeenCalledTimes(1);
    });

    it('reloads expired keys one at a time, each after the one before has settled', async () => {
      const cache = createTtlCache<string>({ ttlMs: 100, staleMs: 1_000, maxEntries: 10, now });
      await cache.get('a', async () => 'a0');
      await cache.get('b', async () => 'b0');
      clock = 150;
      const started: string[] = [];
      let finishA: (v: string) => void = () => undefined;
      const slowA = () => {
        started.push('a');
        return new Promise<string>((resolve) => (finishA = resolve));
      };
      const b = async () => {
        started.push('b');
        return 'b1';
      };
      expect(await cache.get('a', slowA)).toBe('a0');
      expect(await cache.get('b', b)).toBe('b0');
      await settle();
      expect(started).toEqual(['a']);
      finishA('a1');
      await settle();
      expect(started).toEqual(['a', 'b']);
      expect(await cache.get('a', slowA)).toBe('a1');
      expect(await cache.get('b', b)).toBe('b1');
    });

    it('never answers with a load still under way or failed', async () => {
      const cache = createTtlCache<string>({ ttlMs: 100, staleMs: 1_000, maxEntries: 10, now });
      await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow();
      clock = 150;
      expect(await cache.get('k', async () => 'up')).toBe('up');
    });
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
