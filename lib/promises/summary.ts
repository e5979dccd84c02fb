// Outcomes folded into rates: for the whole span, per city, per centre and per hour of the day
// (India time), and each rate judged against the budget. Pure, so the simulator's report and the
// operations console print the same figures from the same outcomes.
import { hourInIndia } from '@/lib/locale/india';
import { PROMISE_BUDGET, type Threshold } from './budget';
import { PROMISE_KEYS, PROMISES, type PromiseKey } from './promises';
import type { Outcome } from './rates';

export interface Tally {
  kept: number;
  total: number;
  /** kept / total, or null when nothing fell due. */
  share: number | null;
}

export interface RateSummary extends Tally {
  key: PromiseKey;
  label: string;
  unit: string;
  brokenLabel: string;
  broken: number;
  /** Call-backs only: minutes waited. */
  medianMinutes?: number | null;
  p90Minutes?: number | null;
  /** 24 tallies, one per hour of the day in India. */
  hours: Tally[];
  cities: (Tally & { name: string })[];
  /** The centres that broke it most, worst first (at most 10). */
  worstCentres: (Tally & { name: string })[];
  /** Why the budget is broken, or null when it holds. */
  breach: string | null;
}

const tally = (kept: number, total: number): Tally => ({
  kept,
  total,
  share: total === 0 ? null : kept / total,
});

function fold(outcomes: Outcome[], keyOf: (o: Outcome) => string | null) {
  const groups = new Map<string, [number, number]>();
  for (const o of outcomes) {
    const key = keyOf(o);
    if (key === null) continue;
    const g = groups.get(key) ?? [0, 0];
    g[0] += o.kept ? 1 : 0;
    g[1] += 1;
    groups.set(key, g);
  }
  return [...groups].map(([name, [kept, total]]) => ({ name, ...tally(kept, total) }));
}

/** The value at quantile q of sorted values (nearest rank), or null for none. */
export function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? sorted[0]!;
}

/** A share as the console and the report show it (one decimal), '–' for none. */
export const percent = (share: number | null) =>
  share === null ? '–' : `${(share * 100).toFixed(1)}%`;
const pct = (share: number) => percent(share);

/** Why a rate breaks its threshold, or null. */
export function breachOf(rate: Omit<RateSummary, 'breach'>, budget: Threshold): string | null {
  const why: string[] = [];
  if (budget.minShare !== undefined && rate.share !== null && rate.share < budget.minShare)
    why.push(`${pct(rate.share)} kept, below ${pct(budget.minShare)}`);
  if (budget.maxBroken !== undefined && rate.broken > budget.maxBroken)
    why.push(`${rate.broken} ${rate.brokenLabel}, more than ${budget.maxBroken}`);
  const minutes = (v: number) => `${v.toFixed(1)} min`;
  if (budget.maxMedianMinutes !== undefined && (rate.medianMinutes ?? 0) > budget.maxMedianMinutes)
    why.push(`median ${minutes(rate.medianMinutes!)}, above ${budget.maxMedianMinutes} min`);
  if (budget.maxP90Minutes !== undefined && (rate.p90Minutes ?? 0) > budget.maxP90Minutes)
    why.push(`p90 ${minutes(rate.p90Minutes!)}, above ${budget.maxP90Minutes} min`);
  return why.length ? why.join('; ') : null;
}

export function summarise(
  key: PromiseKey,
  outcomes: Outcome[],
  budget: Threshold = PROMISE_BUDGET[key],
): RateSummary {
  const info = PROMISES[key];
  const kept = outcomes.filter((o) => o.kept).length;
  const hours = Array.from({ length: 24 }, () => [0, 0] as [number, number]);
  for (const o of outcomes) {
    const h = hours[hourInIndia(o.at)]!;
    h[0] += o.kept ? 1 : 0;
    h[1] += 1;
  }
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
  const rate: Omit<RateSummary, 'breach'> = {
    key,
    label: info.label,
    unit: info.unit,
    brokenLabel: info.broken,
    ...tally(kept, outcomes.length),
    broken: outcomes.length - kept,
    hours: hours.map(([k, t]) => tally(k, t)),
    cities: fold(outcomes, (o) => o.city).sort(byName),
    worstCentres: fold(outcomes, (o) => o.centre)
      .filter((c) => c.kept < c.total)
      .sort((a, b) => b.total - b.kept - (a.total - a.kept) || byName(a, b))
      .slice(0, 10),
  };
  if (key === 'call_back') {
    const minutes = outcomes.map((o) => o.minutes ?? 0).sort((a, b) => a - b);
    rate.medianMinutes = quantile(minutes, 0.5);
    rate.p90Minutes = quantile(minutes, 0.9);
  }
  return { ...rate, breach: breachOf(rate, budget) };
}

/** Every promise measured, in the fixed order; a promise with no outcomes given is left out. */
export function summariseAll(
  outcomes: Partial<Record<PromiseKey, Outcome[]>>,
  budget: Record<PromiseKey, Threshold> = PROMISE_BUDGET,
): RateSummary[] {
  return PROMISE_KEYS.filter((k) => outcomes[k] !== undefined).map((k) =>
    summarise(k, outcomes[k]!, budget[k]),
  );
}

/** The rates that break the budget. */
export const breaches = (rates: RateSummary[]) => rates.filter((r) => r.breach !== null);
