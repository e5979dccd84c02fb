import { dayLabel, indiaDate } from '@/lib/locale/india';
import type { HourForecast } from '@/lib/staffing/forecast';

export interface StaffedHour extends HourForecast {
  rostered: number;
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The coming week, India dates across and hours down: agents needed and rostered in each hour.
 * Hours nobody is needed or rostered in (the night) are left out; a short hour says so in words
 * as well as in colour.
 */
export function WeekTable({ hours }: { hours: StaffedHour[] }) {
  const dates = [...new Set(hours.map((h) => indiaDate(h.start)))];
  const byCell = new Map(hours.map((h) => [`${indiaDate(h.start)} ${h.hour}`, h]));
  const rows = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) =>
    hours.some((h) => h.hour === hour && (h.callHour || h.rostered > 0)),
  );
  return (
    <div className="staffing-week-wrap" tabIndex={0} role="region" aria-label="Agents by hour">
      <table className="staffing-week">
        <caption>
          Each hour: agents <strong>needed</strong> / agents <strong>rostered</strong>
        </caption>
        <thead>
          <tr>
            <th scope="col">Hour</th>
            {dates.map((d) => (
              <th key={d} scope="col">
                {dayLabel(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((hour) => (
            <tr key={hour}>
              <th scope="row">{clock(hour)}</th>
              {dates.map((d) => {
                const h = byCell.get(`${d} ${hour}`);
                if (!h) return <td key={d} className="staffing-none" />;
                if (!h.callHour && h.rostered === 0) {
                  return (
                    <td key={d} className="staffing-closed">
                      Closed
                    </td>
                  );
                }
                const short = h.agents - h.rostered;
                const state = short > 0 ? 'short' : h.rostered > h.agents ? 'over' : 'met';
                return (
                  <td key={d} className={`staffing-${state}`}>
                    <span className="staffing-counts">
                      {h.agents} / {h.rostered}
                    </span>
                    {short > 0 && <span className="staffing-flag">Short {short}</span>}
                    {!h.callHour && h.rostered > 0 && <span className="staffing-note">Closed</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
