import { percent as pct } from '@/lib/promises/summary';
import type { CentreTurnaround } from '@/lib/promises/turnaround';

const hours = (h: number | null) => (h === null ? '–' : `${h.toFixed(1)} h`);

/** Report turnaround per centre, worst first; at most `limit` rows, the rest counted. */
export function TurnaroundTable({
  centres,
  limit,
}: {
  centres: CentreTurnaround[];
  limit?: number;
}) {
  const shown = limit === undefined ? centres : centres.slice(0, limit);
  return (
    <section aria-label="Report turnaround by centre">
      <h2>Report turnaround by centre</h2>
      {centres.length === 0 ? (
        <p>No report fell due in this span.</p>
      ) : (
        <>
          <p className="muted">
            Reports whose promised time fell in the span, worst first. Hours run from check-in or
            sample collection to the report; one still awaited counts until now.
          </p>
          <div className="promise-table-wrap">
            <table className="promise-table">
              <thead>
                <tr>
                  <th scope="col">Centre</th>
                  <th scope="col">City</th>
                  <th scope="col">Reports due</th>
                  <th scope="col">On time</th>
                  <th scope="col">Median</th>
                  <th scope="col">90th percentile</th>
                  <th scope="col">Late</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={`${c.city}/${c.centre}`} className={c.late > 0 ? 'breach' : undefined}>
                    <th scope="row">{c.centre}</th>
                    <td>{c.city}</td>
                    <td>{c.due}</td>
                    <td>{pct(c.share)}</td>
                    <td>{hours(c.medianHours)}</td>
                    <td>{hours(c.p90Hours)}</td>
                    <td>{c.late}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.length < centres.length && (
            <p className="muted">
              The {shown.length} worst of {centres.length} centres; the other{' '}
              {centres.length - shown.length} are better.
            </p>
          )}
        </>
      )}
    </section>
  );
}
