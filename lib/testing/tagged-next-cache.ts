// next/cache with its cache kept, for a test of what a revalidation refreshes (the default
// stand-in, lib/testing/next-cache.ts, loads every time):
//   jest.mock('next/cache', () => jest.requireActual('@/lib/testing/tagged-next-cache'));
// Entries are kept by key until a revalidated tag names them, and pass through JSON as in
// Next's cache, so a value that does not survive JSON does not survive here either.
const entries = new Map<string, { value: Promise<unknown>; tags: string[] }>();

export const revalidated: string[] = [];

export function unstable_cache<A extends unknown[], R>(
  load: (...args: A) => Promise<R>,
  keyParts: string[] = [],
  options: { tags?: string[] } = {},
): (...args: A) => Promise<R> {
  return (...args) => {
    const key = JSON.stringify([keyParts, args]);
    const hit = entries.get(key);
    if (hit) return hit.value as Promise<R>;
    const value = load(...args).then((v) => JSON.parse(JSON.stringify(v)) as R);
    entries.set(key, { value, tags: options.tags ?? [] });
    return value;
  };
}

export function revalidateTag(tag: string): void {
  revalidated.push(tag);
  for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
}
