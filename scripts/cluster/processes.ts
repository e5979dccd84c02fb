// The cluster's processes as the test sees them: app servers by their group leader's pid
// (scripts/cluster/start-app.sh writes it), the primary through pg_ctl.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ClusterEnv } from './env';

const run = promisify(execFile);

export type AppName = 'A' | 'B';

/**
 * Whether a process still runs. An exited one whose parent is gone may stay a zombie until
 * the container's first process reaps it, and a zombie still answers kill(pid, 0): ask /proc.
 */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** The live processes of a process group (npm, its shell, the server), from /proc. */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') members.push(Number(entry));
    } catch {
      // exited while the folder was read
    }
  }
  return members;
}

/** Milliseconds until no process of the group is left, or null if some remain after `limitMs`. */
export async function waitGroupGone(pgid: number, limitMs: number): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    if (groupMembers(pgid).length === 0) return performance.now() - started;
    if (performance.now() - started > limitMs) return null;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function appPid(env: ClusterEnv, name: AppName): number {
  return Number(readFileSync(path.join(env.CLUSTER_DIR, `app-${name}.pid`), 'utf8').trim());
}

/** SIGKILL to the server's whole process group (npm, its shell and the Node server). */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts the server again with the cluster's own script; resolves once it answers health. */
export async function restartApp(env: ClusterEnv, name: AppName): Promise<number> {
  const { stdout } = await run(env.APP_START, [name], { timeout: 150_000 });
  return Number(stdout.trim().split('\n').at(-1));
}

const asPostgres = (env: ClusterEnv, args: string[]): [string, string[]] =>
  env.PG_RUN_AS
    ? ['runuser', ['-u', env.PG_RUN_AS, '--', `${env.PG_BIN}/pg_ctl`, ...args]]
    : [`${env.PG_BIN}/pg_ctl`, args];

export async function stopPrimary(env: ClusterEnv): Promise<void> {
  await run(...asPostgres(env, ['-D', env.PG_PRIMARY_DATA, '-m', 'fast', '-w', 'stop']));
}

export async function startPrimary(env: ClusterEnv): Promise<void> {
  await run(
    ...asPostgres(env, [
      '-D',
      env.PG_PRIMARY_DATA,
      '-l',
      `${env.PG_PRIMARY_DATA}.log`,
      '-w',
      '-t',
      '60',
      'start',
    ]),
  );
}

export async function primaryRunning(env: ClusterEnv): Promise<boolean> {
  try {
    await run(`${env.PG_BIN}/pg_isready`, ['-q', '-d', env.PRIMARY_URL]);
    return true;
  } catch {
    return false;
  }
}
