// Starts the built production server on a loopback port and the database its variables name.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { indiaTime } from '@/lib/locale/india';

/** Node's flags of `npm run serve` (package.json), which the profiled command must keep. */
const SERVER_NODE_FLAGS: string[] =
  (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }
  ).scripts.serve.match(/--[a-z-]+=\S+/g) ?? [];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /**
   * CPU milliseconds the server's processes (npm, Node and its threads) have used so far: a
   * figure a shared machine's neighbours slow down far less than they slow down req/s.
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** Each process's /proc/<pid>/stat fields after "pid (comm) ", from `state` on. */
function processStats(): { pid: number; fields: string[] }[] {
  const stats: { pid: number; fields: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    stats.push({ pid: Number(entry), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') });
  }
  return stats;
}

// The fields, from `state` (0): ppid 1, pgrp 2, utime 11, stime 12, cutime 13, cstime 14.
const PPID = 1;
const PGRP = 2;
const ticksOf = (fields: string[], from = 11) => Number(fields[from]) + Number(fields[from + 1]);
const msOf = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** User and system CPU of every process in a process group (Linux /proc), in milliseconds. */
export function groupCpuMs(group: number): number {
  return msOf(
    processStats()
      .filter(({ fields }) => Number(fields[PGRP]) === group)
      .reduce((sum, { fields }) => sum + ticksOf(fields), 0),
  );
}

/**
 * User and system CPU of a process and its children, those still running and those it has
 * reaped: a PostgreSQL postmaster's, which forks a backend per connection.
 */
export function treeCpuMs(root: number): number {
  let ticks = 0;
  for (const { pid, fields } of processStats()) {
    if (pid === root) ticks += ticksOf(fields) + ticksOf(fields, 13);
    else if (Number(fields[PPID]) === root) ticks += ticksOf(fields);
  }
  return msOf(ticks);
}

/** The parent of a process on this machine (a backend's postmaster), or null if it is not here. */
export function parentOf(pid: number): number | null {
  const found = processStats().find((p) => p.pid === pid);
  return found ? Number(found.fields[PPID]) : null;
}

/** Servers not yet stopped: their process groups, ended if the bench itself is stopped. */
const running = new Set<number>();

function stopAllAndExit(signal: NodeJS.Signals) {
  // The servers run in their own process groups (so that npx's child stops with them), which
  // a Ctrl-C in the terminal does not reach.
  for (const group of running) {
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
process.once('SIGINT', stopAllAndExit);
process.once('SIGTERM', stopAllAndExit);

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** Call hours (CALL_HOURS, India's time) from an hour before `now` to three hours after. */
export function callHoursAround(now: Date): string {
  const at = (minutes: number) => indiaTime(new Date(now.getTime() + minutes * 60_000));
  return `${at(-60)}-${at(180)}`;
}

export async function startServer(
  env: Record<string, string | undefined>,
  /** A folder for the server's CPU profile (node --cpu-prof), written as it stops. */
  cpuProfileDir?: string,
): Promise<RunningServer> {
  const port = await freePort();
  // The production server as deployed (scripts/serve.mjs), in a process group of its own so
  // that npm's child, the server itself, stops with it. Profiled, it is `npm run serve`'s own
  // command with Node's profiler on (which NODE_OPTIONS may not carry).
  const [command, args] = cpuProfileDir
    ? [
        'node',
        [
          '--cpu-prof',
          `--cpu-prof-dir=${cpuProfileDir}`,
          ...SERVER_NODE_FLAGS,
          'scripts/serve.mjs',
        ],
      ]
    : ['npm', ['run', '--silent', 'serve']];
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      // Loopback measurements send no SMS: the outbox is allowed on this production server.
      SMS_OUTBOX_IN_PRODUCTION: 'true',
      // The load generator stands in for a load balancer: the X-Forwarded-For it writes gives
      // each simulated patient an address of its own, as patients behind a real one have.
      TRUSTED_PROXY_COUNT: '1',
      // Every call-me lead acknowledged by SMS, as in the day: the figure must not depend on
      // the hour the bench runs at (at night no acknowledgement is queued or sent).
      CALL_HOURS: process.env.CALL_HOURS ?? callHoursAround(new Date()),
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  running.add(child.pid!);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    // npm exits at once; the server drains first (within SHUTDOWN_TIMEOUT_SECONDS, 10 s by
    // default), and the next server must not share the machine with it.
    while (groupAlive(child.pid!)) await new Promise((r) => setTimeout(r, 100));
    running.delete(child.pid!);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    const failed =
      child.exitCode !== null
        ? 'exited on starting (its error is above)'
        : Date.now() > deadline
          ? 'did not start within 60 s'
          : null;
    if (failed) {
      await stop();
      throw new Error(`the server ${failed}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, cpuMs: () => groupCpuMs(child.pid!), stop };
}
