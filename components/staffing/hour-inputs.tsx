import { dayLabel, indiaDate } from '@/lib/locale/india';
import type { StaffedHour } from './week-table';

const share = (x: number) => `${(x * 100).toFixed(1)}%`;
const seconds = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} s` : '–');

/** Erlang C's inputs and results for each call hour, one folding section per day. */
export function HourInputs({
  hours,
  callBackMinutes,
}: {
  hours: StaffedHour[];
  callBackMinutes: number;
}) {
  const days = new Map<string, StaffedHour[]>();
  for (const h of hours.filter((h) => h.callHour)) {
    const date = indiaDate(h.start);
    days.set(date, [...(days.get(date) ?? []), h]);
  }
  return (
    <div className="staffing-inputs">
      {[...days].map(([date, rows]) => (
        <details key={date}>
          <summary>
            {dayLabel(date)}: short in {rows.filter((h) => h.agents > h.rostered).length} of{' '}
            {rows.length} call hours
          </summary>
          <div className="staff-table-wrap">
            <table className="staff-table staff-stack staffing-numbers">
              <thead>
                <tr>
                  <th scope="col">Hour</th>
                  <th scope="col">Leads / hour</th>
                  <th scope="col">Of them from closed hours</th>
                  <th scope="col">Agents for those</th>
                  <th scope="col">Own calls / hour</th>
                  <th scope="col">Traffic (Erlangs)</th>
                  <th scope="col">Agents needed</th>
                  <th scope="col">Chance a lead waits</th>
                  <th scope="col">Call ended within {callBackMinutes} min</th>
                  <th scope="col">Average wait</th>
                  <th scope="col">Occupancy</th>
                  <th scope="col">Rostered</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={h.hour} className={h.agents > h.rostered ? 'staffing-short' : undefined}>
                    <th scope="row">{String(h.hour).padStart(2, '0')}:00</th>
                    <td data-label="Leads / hour">{h.leadsPerHour.toFixed(2)}</td>
                    <td data-label="From closed hours">{h.carriedIn.toFixed(2)}</td>
                    <td data-label="Agents for those">{h.carriedAgents}</td>
                    <td data-label="Own calls / hour">{h.callsPerHour.toFixed(2)}</td>
                    <td data-label="Traffic (Erlangs)">{h.traffic.toFixed(3)}</td>
                    <td data-label="Agents needed">{h.agents}</td>
                    <td data-label="Chance a lead waits">{share(h.waitChance)}</td>
                    <td data-label={`Call ended within ${callBackMinutes} min`}>
                      {share(h.serviceLevel)}
                    </td>
                    <td data-label="Average wait">{seconds(h.averageWaitSeconds)}</td>
                    <td data-label="Occupancy">{share(h.occupancy)}</td>
                    <td data-label="Rostered">
                      {h.rostered}
                      {h.agents > h.rostered && ` (short ${h.agents - h.rostered})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
    </div>
  );
}
