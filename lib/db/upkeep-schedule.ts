import { getDbHandle } from '@/lib/db';
import { onShutdown } from '@/lib/server-process/shutdown-hooks';
import { logger } from '@/lib/log';
import { upkeep } from './upkeep';

/** Seconds between looks at the embedded database's tables (a catalogue read when none is due). */
export const UPKEEP_SECONDS = 5;

const holder = globalThis as typeof globalThis & { __storefrontUpkeep?: NodeJS.Timeout };

/**
 * The embedded database's upkeep (lib/db/upkeep.ts), run by the server that holds it, at start
 * and every UPKEEP_SECONDS. Nothing on PostgreSQL: its autovacuum does this. A failed pass is
 * logged and tried again at the next.
 */
export async function scheduleUpkeep(): Promise<void> {
  if (holder.__storefrontUpkeep) return;
  const handle = await getDbHandle();
  if (handle.kind !== 'pglite') return;
  let running: Promise<void> | undefined;
  const run = () => (running ??= pass().finally(() => (running = undefined)));
  const pass = async () => {
    const started = performance.now();
    try {
      const tables = await upkeep(handle.primary);
      if (tables.length > 0) {
        const ms = Math.round(performance.now() - started);
        logger.debug({ tables, ms }, 'embedded database upkeep');
      }
    } catch (error) {
      logger.error({ err: error }, 'embedded database upkeep failed');
    }
  };
  const timer = setInterval(() => void run(), UPKEEP_SECONDS * 1000);
  timer.unref();
  holder.__storefrontUpkeep = timer;
  onShutdown('database upkeep', async () => {
    clearInterval(timer);
    await running;
  });
  await run();
}
