// The app's own Redis connections (REDIS_URL): one for commands and one for the invalidation
// channel, opened once per process and closed at shutdown. Without REDIS_URL there are none and
// every caller falls back to this process alone. Next's page and data cache talks to the same
// Redis through its own client (cache-handler.mjs), since Next loads that file outside the app.
import '@/lib/server-api/server-only';
import { createClient, type RedisClientType } from 'redis';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/server-process/shutdown-hooks';
import { withTimeout } from '@/lib/server-process/timeout';
import { logger } from '@/lib/log';

export type Redis = RedisClientType;

/** How long a Redis command may take before the caller goes on without it. */
export const REDIS_TIMEOUT_MS = 500;

const holder = globalThis as typeof globalThis & {
  __storefrontRedis?: Map<string, Promise<Redis>>;
};

/** A connected client for `role`, or null without REDIS_URL. Rejects while Redis is down. */
export function redisClient(role: 'commands' | 'subscriber'): Promise<Redis> | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  holder.__storefrontRedis ??= new Map();
  const clients = holder.__storefrontRedis;
  let client = clients.get(role);
  if (!client) {
    client = connect(url, role);
    clients.set(role, client);
    // A failed first connection is not kept: the next caller tries again.
    client.catch(() => {
      if (clients.get(role) === client) clients.delete(role);
    });
  }
  return client;
}

async function connect(url: string, role: string): Promise<Redis> {
  const client: Redis = createClient({
    url,
    socket: {
      connectTimeout: 2_000,
      // Keeps trying while Redis is away (a restart); commands fail fast meanwhile.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
    disableOfflineQueue: role === 'commands',
  });
  let warned = false;
  client.on('error', (err: unknown) => {
    // One line per outage, not one per retry.
    if (!warned) logger.warn({ err, role }, 'redis unavailable');
    warned = true;
  });
  client.on('ready', () => {
    if (warned) logger.info({ role }, 'redis reachable again');
    warned = false;
  });
  await client.connect();
  onShutdown(`redis ${role}`, async () => {
    await client.close();
  });
  return client as Redis;
}

/** `work` on the command client, or an error after REDIS_TIMEOUT_MS. */
export async function withRedis<T>(work: (redis: Redis) => Promise<T>): Promise<T | null> {
  const client = redisClient('commands');
  if (!client) return null;
  return withTimeout(client.then(work), REDIS_TIMEOUT_MS, 'redis timed out');
}
