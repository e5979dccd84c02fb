// Invalidation of in-process caches on every app server. A cache shares its invalidations under
// a name; `invalidateEverywhere` drops the key here and publishes it on a Redis channel, and
// every other server's listener drops it too. Without REDIS_URL it is this process alone. While
// Redis is away a message can be missed: the cache's own TTL bounds how stale it stays.
import '@/lib/server-api/server-only';
import { randomUUID } from 'node:crypto';
import { logger } from '@/lib/log';
import { redisClient, withRedis } from './redis';

export interface Forgettable {
  delete(key: string): void;
}

const CHANNEL = 'storefront:invalidate';

interface Message {
  cache: string;
  key: string;
  origin: string;
}

// On globalThis: the route bundles and instrumentation may each load this module.
const holder = globalThis as typeof globalThis & {
  __storefrontInvalidation?: {
    origin: string;
    caches: Map<string, Set<Forgettable>>;
    listening?: Promise<void>;
  };
};

function state() {
  holder.__storefrontInvalidation ??= { origin: randomUUID(), caches: new Map() };
  return holder.__storefrontInvalidation;
}

function forget(cache: string, key: string): void {
  for (const c of state().caches.get(cache) ?? []) c.delete(key);
}

/** Parses a message of the channel; anything else is ignored. */
export function parseMessage(raw: string): Message | null {
  try {
    const m = JSON.parse(raw) as Partial<Message>;
    if (typeof m.cache === 'string' && typeof m.key === 'string' && typeof m.origin === 'string') {
      return { cache: m.cache, key: m.key, origin: m.origin };
    }
  } catch {
    // not ours
  }
  return null;
}

/** Subscribes this process to the channel (once); resolves when subscribed, never rejects. */
export function listenForInvalidations(): Promise<void> {
  const s = state();
  const subscriber = redisClient('subscriber');
  if (!subscriber) return Promise.resolve();
  s.listening ??= subscriber
    .then((client) =>
      client.subscribe(CHANNEL, (raw) => {
        const m = parseMessage(raw);
        if (m && m.origin !== s.origin) forget(m.cache, m.key);
      }),
    )
    .catch((err: unknown) => {
      s.listening = undefined;
      logger.warn({ err }, 'not listening for cache invalidations; caches expire by TTL');
    });
  return s.listening;
}

/**
 * Makes `cache` drop the keys invalidated under `name` on any server (once this process
 * listens: instrumentation.ts starts the listener as the server starts).
 */
export function shareInvalidations(name: string, cache: Forgettable): void {
  const caches = state().caches;
  if (!caches.has(name)) caches.set(name, new Set());
  caches.get(name)!.add(cache);
}

/** Drops `key` of the caches named `name` here, and on every other server through Redis. */
export async function invalidateEverywhere(name: string, key: string): Promise<void> {
  forget(name, key);
  const message: Message = { cache: name, key, origin: state().origin };
  try {
    await withRedis((redis) => redis.publish(CHANNEL, JSON.stringify(message)));
  } catch (err) {
    logger.warn({ err, cache: name }, 'invalidation not published; other servers expire by TTL');
  }
}
