// Next's page and data cache (ISR pages, unstable_cache) in Redis, shared by every app server,
// through @fortedigital/nextjs-cache-handler. next.config.js names this file only when REDIS_URL
// is set; without it Next keeps its own cache on disk, as the embedded `npm start` always has.
// A price change (revalidateTag) on one server then drops the entries on all of them.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

const holder = globalThis;

async function create({ buildId }) {
  // `next build` prerenders nothing from the database, and a build must not need Redis.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return { handlers: [createLruHandler()] };
  }
  const client = createClient({
    url: process.env.REDIS_URL,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
    disableOfflineQueue: true,
  });
  let warned = false;
  client.on('error', (error) => {
    if (!warned) console.warn(`Next cache: Redis unavailable (${error.message})`);
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  // Connect in the background: a cache that is away is a miss, and pages render from the
  // database meanwhile (the handler's commands time out after timeoutMs).
  client.connect().catch(() => undefined);
  return {
    handlers: [
      createRedisHandler({
        client,
        // Entries of one build only: a new release must not serve an older build's pages.
        keyPrefix: `storefront:next:${buildId ?? 'unbuilt'}:`,
        sharedTagsKey: '__sharedTags__',
        sharedTagsTtlKey: '__sharedTagsTtl__',
        timeoutMs: 500,
        keyExpirationStrategy: 'EXAT',
      }),
    ],
  };
}

CacheHandler.onCreation((context) => {
  // One client per process, however many times Next creates the handler.
  holder.__storefrontNextCache ??= create(context);
  return holder.__storefrontNextCache;
});

export default CacheHandler;
