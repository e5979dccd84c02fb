// A small in-process cache of derived data: entries live `ttlMs`, the oldest go first past
// `maxEntries`, and concurrent misses for one key share one load (no stampede on a cold key).
// Each app server has its own; the TTL bounds how stale one can be after a change elsewhere.
// With `staleMs`, an expired answer is still given for that long while one load replaces it
// in the background (one such load at a time per cache): no caller waits for a slow load of a
// key that was already answered.
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** The value has arrived: only such an entry may be given once expired. */
  settled: boolean;
  refreshing: boolean;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  staleMs?: number;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  const entries = new Map<string, Entry<V>>();

  function keep(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = {
      value,
      expires: now() + options.ttlMs,
      settled: false,
      refreshing: false,
    };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      () => void (entry.settled = true),
      // A failed load is not kept: the next caller tries again.
      () => void (entries.get(key) === entry && entries.delete(key)),
    );
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  // Background reloads run one at a time: entries filled together (a server's first minute)
  // expire together, and reloading them all at once took both cores of a small machine from
  // the visitors being answered meanwhile. A queued entry is given stale a little longer.
  let reloads: Promise<unknown> = Promise.resolve();

  function refresh(key: string, stale: Entry<V>, load: () => Promise<V>) {
    stale.refreshing = true;
    reloads = reloads.then(() => {
      const value = load();
      value.then(
        () => {
          if (entries.get(key) === stale) keep(key, value);
        },
        // The stale answer stays until its time is up; a later caller tries again.
        () => void (stale.refreshing = false),
      );
      return value.catch(() => undefined);
    });
  }

  return {
    get(key, load) {
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expires > t) return hit.value;
      if (hit && hit.settled && hit.expires + staleMs > t) {
        if (!hit.refreshing) refresh(key, hit, load);
        return hit.value;
      }
      if (hit) entries.delete(key);
      const value = load();
      if (options.ttlMs <= 0) return value;
      return keep(key, value).value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
