// The rates as the terminal shows them: the day's table, then each broken rate's cities and
// worst centres.
import type { CentreTurnaround, RateSummary } from '@/lib/promises';
import type { DayResult } from './day';

const pct = (share: number | null) => (share === null ? '-' : `${(share * 100).toFixed(2)}%`);

export function rateLine(r: RateSummary): string {
  const extra =
    r.medianMinutes !== undefined
      ? `  median ${r.medianMinutes?.toFixed(1) ?? '-'} min, p90 ${r.p90Minutes?.toFixed(1) ?? '-'} min`
      : '';
  return `${r.breach ? 'BROKEN' : 'kept  '}  ${r.label.padEnd(62)} ${pct(r.share).padStart(8)}  ${String(r.kept).padStart(6)}/${String(r.total).padEnd(6)} broken ${r.broken}${extra}`;
}

/** The centres shown by name in the report's turnaround table: the worst, when many. */
export const TURNAROUND_SHOWN = 10;

/** Report turnaround per centre, the worst TURNAROUND_SHOWN of them. */
export function turnaroundLines(centres: CentreTurnaround[]): string[] {
  const hours = (h: number | null) => (h === null ? '-' : `${h.toFixed(1)} h`);
  const lines = [
    `Report turnaround by centre (${centres.length} centres${centres.length > TURNAROUND_SHOWN ? `, the ${TURNAROUND_SHOWN} worst` : ''}):`,
  ];
  for (const c of centres.slice(0, TURNAROUND_SHOWN))
    lines.push(
      `  ${`${c.centre} (${c.city})`.padEnd(44)} due ${String(c.due).padStart(5)}  on time ${pct(c.share).padStart(8)}  median ${hours(c.medianHours).padStart(7)}  p90 ${hours(c.p90Hours).padStart(7)}  late ${c.late}`,
    );
  return lines;
}

export function printDay(result: DayResult, title: string): string {
  const lines = [title, ''];
  for (const r of result.rates) lines.push(rateLine(r));
  lines.push('');
  for (const r of result.rates.filter((x) => x.breach || x.worstCentres.length > 0)) {
    lines.push(`${r.key}: ${r.breach ?? 'within budget'}`);
    const cities = r.cities.filter((c) => c.kept < c.total).map((c) => `${c.name} ${pct(c.share)}`);
    if (cities.length) lines.push(`  cities: ${cities.join(', ')}`);
    if (r.worstCentres.length)
      lines.push(
        `  worst centres: ${r.worstCentres.map((c) => `${c.name} (${c.total - c.kept} of ${c.total})`).join('; ')}`,
      );
  }
  lines.push('Per city:');
  const cities = [...new Set(result.rates.flatMap((r) => r.cities.map((c) => c.name)))].sort();
  for (const city of cities) {
    const parts = result.rates
      .map((r) => [r.key, r.cities.find((c) => c.name === city)] as const)
      .filter(([, c]) => c && c.total > 0)
      .map(([k, c]) => `${k} ${pct(c!.share)}`);
    lines.push(`  ${city.padEnd(12)} ${parts.join('  ')}`);
  }
  lines.push('');
  lines.push(...turnaroundLines(result.turnaround));
  lines.push('');
  lines.push(
    `Failures injected: ${result.failures.map((f) => `${f.label} (${f.at})`).join('; ') || 'none'}`,
  );
  lines.push(
    `Counts: ${Object.entries(result.counts)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; provider repeats (same key, not delivered again) ${result.providerRepeats}`,
  );
  // Not 'N events in X s': CI would read that as pytest's closing line (scripts/ci-summary.ts).
  lines.push(`Real time: ${(result.runMs / 1000).toFixed(1)} s for ${result.events} events`);
  return lines.join('\n');
}
