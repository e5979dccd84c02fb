// What the production server (scripts/serve.mjs) does on SIGTERM or SIGINT: readiness turns 503
// (draining.ts), the HTTP server drains (drain.ts), Next is closed, then pools and Redis
// (shutdown-hooks.ts), and the process exits 0 when all of that finished in time. Whatever
// hangs, the process is gone at `boundMs`. Relative imports only: the server loads this file
// through tsx's scoped loader, without the app's path aliases.
import type { Server } from 'node:http';
import { drainable, type Drainable } from './drain';
import { markDraining } from './draining';
import { runShutdownHooks } from './shutdown-hooks';

export interface GracefulOptions {
  /** The longest the whole stop may take. */
  boundMs: number;
  /** Closes what serves the requests (Next), after the last one. */
  closeApp: () => Promise<void>;
  log: (message: string) => void;
  exit?: (code: number) => void;
}

/** Pools and Redis get what is left of the bound after the requests, at least this. */
export const HOOKS_MS = 1_000;

/** Tracks `server` and returns the stop to run on a signal (it runs once). */
export function gracefulStop(
  server: Server,
  { boundMs, closeApp, log, exit = (code) => process.exit(code) }: GracefulOptions,
): { drain: Drainable; stop: (signal: string) => Promise<void> } {
  const drain = drainable(server);
  let stopping: Promise<void> | undefined;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      const started = Date.now();
      setTimeout(() => exit(1), boundMs).unref();
      markDraining();
      log(`${signal}: draining ${drain.inFlight} request(s) in flight`);
      const clean = await drain.drain(Math.max(boundMs - HOOKS_MS, 0));
      await closeApp().catch(() => undefined);
      const left = boundMs - (Date.now() - started);
      const failed = await runShutdownHooks(Math.max(HOOKS_MS, left));
      log(
        `${clean ? 'drained' : 'cut connections at the deadline'} in ${Date.now() - started} ms` +
          (failed.length ? `; could not close ${failed.join(', ')}` : ''),
      );
      exit(clean && failed.length === 0 ? 0 : 1);
    })();
    return stopping;
  };
  return { drain, stop };
}
