// The production server (`npm run serve`): Next's request handler on Node's own HTTP server, so
// that SIGTERM drains it (lib/lifecycle/drain.ts) instead of `next start`'s immediate exit:
// readiness turns 503, no new connection is accepted, keep-alive connections close after their
// current response, requests in flight finish, then pools and Redis are closed. The process
// exits within SHUTDOWN_TIMEOUT_SECONDS whatever happens.
import http from 'node:http';
import next from 'next';
import { drainable } from '@/lib/lifecycle/drain';
import { markDraining } from '@/lib/lifecycle/draining';
import { runShutdownHooks } from '@/lib/lifecycle/shutdown-hooks';
import { parseEnv } from '@/lib/env/schema';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const boundMs = parseEnv(process.env).SHUTDOWN_TIMEOUT_SECONDS * 1_000;
// Pools and Redis get what is left of the bound after the requests, at least a second.
const HOOKS_MS = 1_000;

const log = (message: string) => console.log(`> ${message}`);

async function main() {
  const app = next({ dev: false, hostname: host, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => void handle(req, res));
  // Longer than a load balancer's idle keep-alive (nginx: 60 s), so the balancer, not this
  // server, closes an idle connection and never sends on one this side just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const drain = drainable(server);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    // The last resort: whatever hangs, the process is gone at its bound.
    setTimeout(() => process.exit(1), boundMs).unref();
    markDraining();
    log(`${signal}: draining ${drain.inFlight} request(s) in flight`);
    const clean = await drain.drain(Math.max(boundMs - HOOKS_MS, 0));
    await app.close().catch(() => undefined);
    const failed = await runShutdownHooks(Math.max(HOOKS_MS, boundMs - (Date.now() - started)));
    log(
      `${clean ? 'drained' : 'cut connections at the deadline'} in ${Date.now() - started} ms` +
        (failed.length ? `; could not close ${failed.join(', ')}` : ''),
    );
    process.exit(clean && failed.length === 0 ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  log(`Ready on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
