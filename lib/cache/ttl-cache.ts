// A small in-process cache of derived data: entries live `ttlMs`, the oldest go first past
// `maxEntries`, and concurrent misses for one key share one load (no stampede on a cold key).
// Each app server has its own; the TTL bounds how stale one can be after a change elsewhere.
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      if (options.ttlMs <= 0) return value;
      entries.set(key, { value, expires: now() + options.ttlMs });
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
