// What a server checks of its database as it starts (instrumentation.ts): a schema other than
// this build's stops the process with the reason; an unreachable database does not (readiness
// answers 503 until it is back, and the first request that reaches it opens it).
import '@/lib/server-api/server-only';
import { logger } from '@/lib/log';
import { getDbHandle } from './index';

export async function checkDatabaseAtStart(stop: (message: string) => never): Promise<void> {
  try {
    await getDbHandle();
  } catch (error) {
    // By name: instrumentation and the routes are separate bundles with their own classes.
    if (error instanceof Error && error.name === 'SchemaVersionError') {
      stop(`Refusing to start: ${error.message}`);
    }
    logger.warn({ err: error }, 'database not reachable at start; readiness is 503 until it is');
  }
}
