import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/server-process/shutdown-hooks';
import { logger } from '@/lib/log';
import { runRetention } from './retention';

const holder = globalThis as typeof globalThis & { __storefrontRetention?: NodeJS.Timeout };

/**
 * The retention job, run by each app server every RETENTION_INTERVAL_MINUTES (the first a
 * minute after start); runs on several servers exclude each other by a database lock, so the
 * schedule needs no separate process. A failed run is logged and tried again at the next one.
 */
export function scheduleRetention(): void {
  if (holder.__storefrontRetention) return;
  const config = env();
  const run = async () => {
    try {
      const counts = await runRetention(await getDb(), config);
      if (counts) logger.info({ retention: counts }, 'retention run');
    } catch (error) {
      logger.error({ err: error }, 'retention run failed');
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), config.RETENTION_INTERVAL_MINUTES * 60_000);
  first.unref();
  timer.unref();
  holder.__storefrontRetention = timer;
  onShutdown('retention', () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
