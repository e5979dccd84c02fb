// A production server of the e2e build, started by a test for what the shared e2e server
// cannot show (other settings, a start refused): its own port and its own database folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * `npm run serve`'s server (scripts/serve.mjs) on a fresh PGlite folder, which it migrates at
 * start. `env` is added to this process's environment; an undefined value removes the name.
 */
export async function startOwnServer(
  env: Record<string, string | undefined>,
  readyWithinMs = 90_000,
): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'own-server-'));
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete full[name];
    else full[name] = value;
  }
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    const ready = await fetch(`${url}/api/health/ready/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, output: () => output, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
