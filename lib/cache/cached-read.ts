// Every cached database read goes through Next's cache (shared by all servers once a shared
// cache handler is configured), declared beside the read it caches.
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/connect';

export interface CacheRule {
  /** Revalidated at once by these tags (lib/catalog/cache-tags.ts). */
  tags: string[];
  /** Built again at the latest this many seconds after it was built. */
  revalidate: number;
}

/** `read` on the database, cached under `key` (unique to the read and its arguments). */
export function cachedRead<T>(key: string[], rule: CacheRule, read: (db: Db) => Promise<T>) {
  return unstable_cache(async () => read(await getDb()), key, rule)();
}
