import { ROSTER_API } from '@/lib/staffing/paths';
import { WEEKDAYS, type Shift } from '@/lib/staffing/roster';

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 25 }, (_, h) => h);

/**
 * The agents' weekly shifts. The admin adds and removes them with plain forms (they post to the
 * roster's route and come back here), so the roster works without JavaScript.
 */
export function Roster({
  shifts,
  agents,
  canEdit,
}: {
  shifts: Shift[];
  agents: { id: string; name: string; email: string }[];
  canEdit: boolean;
}) {
  return (
    <section id="roster" aria-labelledby="roster-title">
      <h2 id="roster-title">Roster</h2>
      <p className="muted">
        Each agent&rsquo;s shifts on the call-back queue, every week, India time. A shift past
        midnight is two shifts.
      </p>
      {shifts.length === 0 ? (
        <p>Nobody is rostered yet.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-stack">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Hours</th>
                <th scope="col">Agent</th>
                {canEdit && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {shifts.map((s) => (
                <tr key={s.id}>
                  <td data-label="Day">{WEEKDAYS[s.weekday]}</td>
                  <td data-label="Hours">
                    {clock(s.fromHour)}–{clock(s.toHour)}
                  </td>
                  <td data-label="Agent">{s.name}</td>
                  {canEdit && (
                    <td data-label="Change">
                      <form method="post" action={ROSTER_API}>
                        <input type="hidden" name="action" value="remove" />
                        <input type="hidden" name="shift_id" value={s.id} />
                        <button type="submit" className="button button-outline">
                          Remove
                        </button>
                      </form>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && (
        <form method="post" action={ROSTER_API} className="staff-form staffing-add">
          <h3>Add a shift</h3>
          <input type="hidden" name="action" value="add" />
          <label>
            Agent
            <select name="staff_id" required>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </label>
          <label>
            Day
            <select name="weekday" required defaultValue="1">
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <div className="staffing-hours">
            <label>
              From
              <select name="from_hour" required defaultValue="9">
                {HOURS.slice(0, 24).map((h) => (
                  <option key={h} value={h}>
                    {clock(h)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Until
              <select name="to_hour" required defaultValue="17">
                {HOURS.slice(1).map((h) => (
                  <option key={h} value={h}>
                    {clock(h)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <button type="submit" className="button">
            Add shift
          </button>
        </form>
      )}
    </section>
  );
}
