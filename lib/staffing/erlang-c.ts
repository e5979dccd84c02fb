// Erlang C: the M/M/N queue that call-centre staffing is planned with (Poisson arrivals,
// exponential handle times, N agents, callers wait without giving up). Written here rather than
// taken from npm: no package for it is well kept (the registry has none with the formula and
// tests), and the formula is a few lines once computed through the Erlang B recursion.

/** Traffic intensity in Erlangs: arrivals per hour x handle time (seconds) / 3600. */
export function trafficIntensity(arrivalsPerHour: number, handleSeconds: number): number {
  return (arrivalsPerHour * handleSeconds) / 3600;
}

/**
 * Erlang B (the blocking probability with N servers and no queue), by its recursion
 * B(0) = 1, B(k) = A B(k-1) / (k + A B(k-1)): every term stays within [0, 1], so it holds for
 * traffic of hundreds of Erlangs where A^N / N! overflows a double.
 */
export function erlangB(traffic: number, agents: number): number {
  let b = 1;
  for (let k = 1; k <= agents; k++) b = (traffic * b) / (k + traffic * b);
  return b;
}

/** Erlang C: the probability a caller waits at all. 1 when the agents cannot keep up (N <= A). */
export function erlangC(traffic: number, agents: number): number {
  if (traffic <= 0) return 0;
  if (agents <= traffic) return 1;
  const b = erlangB(traffic, agents);
  return (agents * b) / (agents - traffic * (1 - b));
}

/** The share of callers answered within `targetSeconds`: 1 - C e^(-(N - A) t / AHT). */
export function serviceLevel(
  traffic: number,
  agents: number,
  targetSeconds: number,
  handleSeconds: number,
): number {
  if (traffic <= 0) return 1;
  if (agents <= traffic) return 0;
  const c = erlangC(traffic, agents);
  return 1 - c * Math.exp((-(agents - traffic) * targetSeconds) / handleSeconds);
}

/** The average wait before an answer, in seconds: C AHT / (N - A); infinite when N <= A. */
export function averageSpeedOfAnswer(
  traffic: number,
  agents: number,
  handleSeconds: number,
): number {
  if (traffic <= 0) return 0;
  if (agents <= traffic) return Infinity;
  return (erlangC(traffic, agents) * handleSeconds) / (agents - traffic);
}

/** The share of their time the agents are busy: A / N. */
export function occupancy(traffic: number, agents: number): number {
  return agents > 0 ? traffic / agents : 0;
}

export interface StaffingTarget {
  /** Share of callers to answer within `targetSeconds` (0.8 for "80% in 20 seconds"). */
  serviceLevel: number;
  targetSeconds: number;
  handleSeconds: number;
  /** The highest share of time agents may be kept busy, when there is one (e.g. 0.85). */
  maxOccupancy?: number;
}

/** No staffing question here has an answer past this many agents; a guard for a bad input. */
const MAX_AGENTS = 10_000;

/**
 * The fewest agents N > A that answer the target share within the target time (and keep
 * occupancy at or under the maximum, when given). No traffic needs no agent.
 */
export function agentsNeeded(traffic: number, target: StaffingTarget): number {
  if (!(traffic > 0)) return 0;
  for (let n = Math.floor(traffic) + 1; n <= MAX_AGENTS; n++) {
    if (target.maxOccupancy !== undefined && occupancy(traffic, n) > target.maxOccupancy) continue;
    if (
      serviceLevel(traffic, n, target.targetSeconds, target.handleSeconds) >= target.serviceLevel
    ) {
      return n;
    }
  }
  throw new RangeError(`No staffing up to ${MAX_AGENTS} agents meets the target.`);
}
