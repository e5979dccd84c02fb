import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/server-process/shutdown-hooks';
import { logger } from '@/lib/log';
import { startMessaging, type Messaging } from './runtime';

// The app server's own share of the queue (instrumentation.ts): it always queues what falls
// due, and with JOBS_IN_SERVER (the default) it sends too, so `npm start` needs no other process.

const holder = globalThis as typeof globalThis & { __storefrontMessaging?: Promise<Messaging> };

export function startServerMessaging(): Promise<Messaging> {
  holder.__storefrontMessaging ??= (async () => {
    const config = env();
    const messaging = await startMessaging(await getDbHandle(), config, {
      work: config.JOBS_IN_SERVER,
    });
    onShutdown('messages', () => messaging.stop());
    logger.info({ working: config.JOBS_IN_SERVER }, 'message queue started');
    return messaging;
  })();
  holder.__storefrontMessaging.catch((error) => {
    logger.error({ err: error }, 'message queue did not start');
    holder.__storefrontMessaging = undefined;
  });
  return holder.__storefrontMessaging;
}
