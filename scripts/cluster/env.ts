// What the cluster test knows of the cluster: $CLUSTER_DIR/cluster.env as scripts/cluster.sh
// wrote it. The file is the truth (start-app.sh rewrites the pids in it when a server starts
// again); a variable missing from it may come from the environment instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KEYS = [
  'CLUSTER_DIR',
  'CLUSTER_URL',
  'APP_A_URL',
  'APP_B_URL',
  'APP_A_PORT',
  'APP_B_PORT',
  'APP_START',
  'APP_ENV_FILE',
  'PRIMARY_URL',
  'REPLICA_URL',
  'PG_PRIMARY_DATA',
  'PG_BIN',
  'PG_RUN_AS',
  'REDIS_URL',
  'OPS_API_TOKEN',
  'CLUSTER_REPLICA_DELAY',
] as const;

export type ClusterEnv = Record<(typeof KEYS)[number], string>;

/** Undoes bash's `printf %q` for the plain values cluster.sh writes (backslashes, quotes). */
export function unquote(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '\\') out += value[++i] ?? '';
    else if (c === "'") {
      const end = value.indexOf("'", i + 1);
      out += value.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? value.length : end;
    } else if (c !== '"') out += c;
  }
  return out;
}

/** `export NAME=value` lines, as a map. */
export function parseExports(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^export ([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) values.set(m[1]!, unquote(m[2]!));
  }
  return values;
}

export function clusterDir(): string {
  return process.env.CLUSTER_DIR || '/tmp/storefront-cluster';
}

export function loadClusterEnv(): ClusterEnv {
  const file = path.join(clusterDir(), 'cluster.env');
  if (!existsSync(file)) {
    throw new Error(`${file} not found: start the cluster first (bash scripts/cluster.sh up)`);
  }
  const values = parseExports(readFileSync(file, 'utf8'));
  const env = {} as ClusterEnv;
  for (const key of KEYS) {
    const value = values.get(key) ?? process.env[key];
    if (value === undefined) throw new Error(`${key} is neither in ${file} nor in the environment`);
    env[key] = value;
  }
  return env;
}

/** The app servers' shutdown bound (what serve.ts reads), from their environment file. */
export function shutdownBoundSeconds(env: ClusterEnv): number {
  const values = parseExports(readFileSync(env.APP_ENV_FILE, 'utf8'));
  return Number(values.get('SHUTDOWN_TIMEOUT_SECONDS') ?? 10);
}
