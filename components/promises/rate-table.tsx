import { percent as pct, type RateSummary } from '@/lib/promises/summary';
import type { Threshold } from '@/lib/promises/budget';

function thresholdText(t: Threshold): string {
  const parts: string[] = [];
  if (t.minShare !== undefined) parts.push(`at least ${pct(t.minShare)}`);
  if (t.maxBroken !== undefined) parts.push(`at most ${t.maxBroken} broken`);
  if (t.maxMedianMinutes !== undefined) parts.push(`median ≤ ${t.maxMedianMinutes} min`);
  if (t.maxP90Minutes !== undefined) parts.push(`p90 ≤ ${t.maxP90Minutes} min`);
  return parts.join(', ');
}

/** The rates of a span, each against its threshold in the promise budget. */
export function RateTable({
  rates,
  budget,
}: {
  rates: RateSummary[];
  budget: Record<string, Threshold>;
}) {
  return (
    <div className="promise-table-wrap">
      <table className="promise-table">
        <thead>
          <tr>
            <th scope="col">Promise</th>
            <th scope="col">Kept</th>
            <th scope="col">Cases</th>
            <th scope="col">Budget</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.key} className={r.breach ? 'breach' : undefined}>
              <th scope="row">
                {r.label}
                {r.medianMinutes !== undefined && (
                  <small>
                    {' '}
                    median {r.medianMinutes?.toFixed(1) ?? '–'} min, p90{' '}
                    {r.p90Minutes?.toFixed(1) ?? '–'} min
                  </small>
                )}
              </th>
              <td>{pct(r.share)}</td>
              <td>
                {r.kept} of {r.total} {r.unit}
              </td>
              <td>{thresholdText(budget[r.key]!)}</td>
              <td>{r.breach ? `Broken: ${r.breach}` : r.total === 0 ? 'Nothing due' : 'Kept'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
