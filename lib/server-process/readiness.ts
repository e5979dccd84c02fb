// Readiness, for a load balancer or an orchestrator: this server can serve patients now. Each
// dependency is probed with a short deadline (a primary that stopped must turn this to 503 within
// a couple of seconds, not after a pool's connect timeout), and a draining server is never ready.
import { withTimeout } from './timeout';

export type Probe = () => Promise<unknown>;

export interface Readiness {
  ready: boolean;
  /** 'ok', or what failed, per dependency (and 'draining' when shutting down). */
  checks: Record<string, string>;
}

export const PROBE_TIMEOUT_MS = 1_000;

async function run(probe: Probe, timeoutMs: number): Promise<string> {
  try {
    await withTimeout(probe(), timeoutMs, `no answer within ${timeoutMs} ms`);
    return 'ok';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n')[0]!.slice(0, 200) || 'failed';
  }
}

export async function checkReadiness(
  probes: Record<string, Probe>,
  draining: boolean,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((n) => run(probes[n]!, timeoutMs)));
  const checks: Record<string, string> = Object.fromEntries(names.map((n, i) => [n, results[i]!]));
  if (draining) checks.server = 'draining';
  return { ready: !draining && results.every((r) => r === 'ok'), checks };
}
