import '@/components/staffing/staffing.css';
import type { Metadata } from 'next';
import { HourInputs, Roster, WeekTable, type StaffedHour } from '@/components/staffing';
import { StaffNav } from '@/components/staff';
import { env } from '@/lib/env';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { withinCallHours } from '@/lib/messages';
import { requireStaffPage } from '@/lib/staff';
import {
  FALLBACK_HANDLE_SECONDS,
  MIN_MEASURED_CALLS,
  listShifts,
  rosterAgents,
  rosteredBySlot,
  staffingForecast,
} from '@/lib/staffing';

export const metadata: Metadata = { title: 'Staffing' };

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

/**
 * The coming week's staffing: the agents each hour needs to keep the call-back promise (Erlang C
 * on the last four weeks' leads and measured calls, lib/staffing) against the agents rostered,
 * with every input shown. Counts only: no patient's data.
 */
export default async function StaffingPage() {
  const { viewer, db } = await requireStaffPage('staffing', '/ops/staffing/');
  const config = env();
  const now = new Date();
  const canEdit = viewer.role === 'admin';
  const [forecast, shifts, agents] = await Promise.all([
    staffingForecast(
      db,
      {
        callBackMinutes: config.CALL_BACK_MINUTES,
        openingMinutes: config.CALL_BACK_OPENING_MINUTES,
        withinCallHours: (at) => withinCallHours(at, config.CALL_HOURS),
      },
      now,
    ),
    listShifts(db),
    canEdit ? rosterAgents(db) : Promise.resolve([]),
  ]);
  const rostered = rosteredBySlot(shifts);
  const hours: StaffedHour[] = forecast.hours.map((h) => ({
    ...h,
    rostered: rostered[h.weekday * 24 + h.hour]!,
  }));
  const short = hours.filter((h) => h.agents > h.rostered);
  const needed = hours.reduce((sum, h) => sum + h.agents, 0);
  const onRoster = hours.reduce((sum, h) => sum + h.rostered, 0);
  const { handle, history } = forecast;
  return (
    <>
      <StaffNav viewer={viewer} current="staffing" />
      <h1>Staffing</h1>
      <p className="muted">
        The agents each hour of the coming week needs so that{' '}
        {Math.round(forecast.targetShare * 100)}% of leads are called back within{' '}
        {forecast.callBackMinutes} minutes (Erlang C), against the agents rostered. From{' '}
        {indiaDateTimeLabel(hours[0]!.start)} for 168 hours, India time.
      </p>
      <div className="staff-stats">
        <div>
          <strong>{short.length}</strong> hours short-staffed
        </div>
        <div>
          <strong>{needed}</strong> agent-hours needed
        </div>
        <div>
          <strong>{onRoster}</strong> agent-hours rostered
        </div>
      </div>
      <h2>Inputs</h2>
      <dl className="staffing-facts">
        <dt>History</dt>
        <dd>
          {history.weeks.toFixed(1)} weeks ({indiaDateTimeLabel(history.from)} to{' '}
          {indiaDateTimeLabel(history.to)}), {history.leads} leads
        </dd>
        <dt>Time on a call</dt>
        <dd>
          {handle.measured
            ? `${minutes(handle.seconds)}: the mean from an agent's claim to the outcome they recorded, over ${handle.calls} calls`
            : `${minutes(FALLBACK_HANDLE_SECONDS)}, assumed: only ${handle.calls} calls measured (fewer than ${MIN_MEASURED_CALLS})`}
        </dd>
        <dt>Calls per lead</dt>
        <dd>{handle.callsPerLead.toFixed(2)} (retries and call-backs are calls too)</dd>
        <dt>Target</dt>
        <dd>
          {Math.round(forecast.targetShare * 100)}% of leads called within{' '}
          {forecast.callBackMinutes} minutes (<code>CALL_BACK_MINUTES</code>), judged when the
          call&rsquo;s outcome is recorded: so a lead may wait at most{' '}
          {minutes(forecast.targetWaitSeconds)} for an agent
        </dd>
        <dt>Call hours</dt>
        <dd>
          {config.CALL_HOURS} (<code>CALL_HOURS</code>); every call hour has at least one agent.
          Leads asked outside them are promised a call within {config.CALL_BACK_OPENING_MINUTES}{' '}
          minutes of the opening (<code>CALL_BACK_OPENING_MINUTES</code>): they all wait at the
          opening, so they are not Erlang C&rsquo;s arrivals but a backlog, and the opening hour
          adds the agents who end those calls within that time, one after another
        </dd>
      </dl>
      <h2>The coming week</h2>
      <ul className="staffing-legend">
        <li>
          <span className="short" />
          Short: fewer rostered than needed
        </li>
        <li>
          <span className="met" />
          As needed
        </li>
        <li>
          <span className="over" />
          More than needed
        </li>
      </ul>
      <WeekTable hours={hours} />
      <h2>Hour by hour</h2>
      <HourInputs hours={hours} callBackMinutes={forecast.callBackMinutes} />
      <Roster shifts={shifts} agents={agents} canEdit={canEdit} />
    </>
  );
}
