import autocannon from 'autocannon';

export interface Target {
  name: string;
  /** What it is compared with (a target name), or null for a baseline. */
  baseline: string | null;
  method?: 'GET' | 'POST';
  /** The paths to request in turn (one is fine). */
  paths: string[];
  /** A body for request number i (POST). */
  body?: (i: number) => string;
  /** Extra headers for request number i. */
  headers?: (i: number) => Record<string, string>;
  /** Clients of its own, where the target names them (booking creation: 20). */
  connections?: number;
  /** A load run at the same time, not measured itself (bookings written while pages render). */
  alongside?: Target;
}

export interface Sample {
  /** Successful (2xx) answers: the figure req/s is made of. */
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU milliseconds per successful answer, where the side can tell (Linux). */
  cpuMsPerRequest?: number;
  /** The database server's CPU milliseconds per successful answer (PostgreSQL on this machine). */
  dbCpuMsPerRequest?: number;
  /** False where the round began before the servers had quietened (scripts/bench/quiet.ts). */
  quiet?: boolean;
}

let counter = 0;

/**
 * One bounded load run: `connections` clients for `seconds`, loopback only; with `alongside`,
 * that load runs over the same seconds and only this target's figures are kept.
 */
export async function load(
  baseUrl: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Sample> {
  if (!target.alongside) return loadAlone(baseUrl, target, seconds, connections);
  const [sample] = await Promise.all([
    loadAlone(baseUrl, target, seconds, connections),
    loadAlone(baseUrl, target.alongside, seconds, connections),
  ]);
  return sample;
}

async function loadAlone(
  baseUrl: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Sample> {
  const result = await autocannon({
    url: baseUrl,
    connections: target.connections ?? connections,
    duration: seconds,
    requests: [
      {
        method: target.method ?? 'GET',
        setupRequest: (request) => {
          const i = counter++;
          return {
            ...request,
            path: target.paths[i % target.paths.length]!,
            headers: {
              ...(target.body ? { 'content-type': 'application/json' } : {}),
              ...target.headers?.(i),
            },
            body: target.body?.(i),
          };
        },
      },
    ],
  });
  return {
    // Answers that succeeded: a 409 or 429 is quick to give and must not count as throughput.
    requests: result['2xx'],
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
