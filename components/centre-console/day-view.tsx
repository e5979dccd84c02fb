import type { ReactNode } from 'react';
import type { CentreDay, DayRow } from '@/lib/centre-console/day';
import type { DeadlineRow } from '@/lib/centre-console/deadlines';
import { ReportNewTime } from './report-new-time';
import { indiaDateTimeLabel, indiaTime } from '@/lib/locale/india';
import { MoveActions } from './move-actions';
import { ReportUpload } from './report-upload';
import { DueNext } from './due-next';

/** 'mother' → 'Mother': the holder's word for the patient, as the staff console says it. */
const relationWord = (relation: string) => relation.charAt(0).toUpperCase() + relation.slice(1);

const time = (iso: string) => indiaTime(new Date(iso));

function BookingCard({ row, showCentre }: { row: DayRow; showCentre: boolean }) {
  return (
    <li
      id={`booking-${row.reference}`}
      className={row.is_new ? 'day-booking day-booking-new' : 'day-booking'}
    >
      <div className="day-booking-head">
        <strong className="day-time">
          {row.slot_time}
          {row.window_end ? `–${row.window_end}` : ''}
        </strong>
        <span className="lead-tag">{row.status_label}</span>
        {row.is_new && <span className="day-flag">New</span>}
        {row.ack_overdue && <span className="day-flag day-flag-bad">Answer overdue</span>}
        {row.late && <span className="day-flag day-flag-bad">Late</span>}
        {row.report_breached && <span className="day-flag day-flag-bad">Report overdue</span>}
      </div>
      <p>
        {row.test} · {row.patient_name ?? 'Patient’s details deleted'}
        {row.patient_relation ? ` (${relationWord(row.patient_relation)})` : ''}
        {row.phone_masked
          ? ` · ${row.booked_by_family ? `Booked by family ${row.phone_masked}` : row.phone_masked}`
          : ''}{' '}
        · {row.reference}
        {showCentre ? ` · ${row.centre_name}` : ''}
      </p>
      {row.safety !== null && (
        <p className={row.safety.length > 0 ? 'day-safety day-safety-flagged' : 'day-safety'}>
          <strong>Safety:</strong>{' '}
          {row.safety.length > 0 ? row.safety.join(' · ') : 'nothing declared'}
        </p>
      )}
      {row.is_new && row.ack_due_at && !row.ack_overdue && (
        <p className="muted">Accept or decline by {time(row.ack_due_at)}.</p>
      )}
      {row.technician && (
        <p className="muted">
          Technician: {row.technician.name} ({row.technician.phone_masked})
        </p>
      )}
      {row.report_due_at && (
        <p className="muted">Report due {indiaDateTimeLabel(new Date(row.report_due_at))}.</p>
      )}
      <MoveActions reference={row.reference} moves={row.moves} />
      {row.erased ? (
        <p className="muted">
          The patient deleted their data: this booking keeps no report, and none can be uploaded.
        </p>
      ) : (
        (row.moves.includes('report_ready') || row.status === 'report_ready') && (
          <ReportUpload reference={row.reference} replacing={row.status === 'report_ready'} />
        )
      )}
    </li>
  );
}

function Section({
  title,
  rows,
  showCentre,
}: {
  title: string;
  rows: DayRow[];
  showCentre: boolean;
}) {
  return (
    <section className="card" aria-label={title}>
      <h2>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className="muted">None on this day.</p>
      ) : (
        <ul className="day-list">
          {rows.map((row) => (
            <BookingCard key={row.reference} row={row} showCentre={showCentre} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Beside a report due soon or overdue: the form that gives the patient a new time. */
function newTimeForm(row: DeadlineRow): ReactNode {
  if (!row.offers_new_time) return null;
  return (
    <ReportNewTime
      reference={row.reference}
      dueAt={row.due_at}
      newDueAt={row.new_time ? row.due_at : null}
    />
  );
}

/**
 * The centre's day: what is due next across days first (a report due soon with the form for a
 * new time), then walk-ins and home collections apart, by slot.
 */
export function DayView({ day }: { day: CentreDay }) {
  const showCentre = day.centre_id === null && (day.centres === null || day.centres.length > 1);
  const waiting = [...day.walkin, ...day.home].filter((r) => r.is_new).length;
  return (
    <>
      <form className="staff-filters" method="get" action="/partner/">
        <label>
          Day
          <input type="date" name="date" defaultValue={day.date} />
        </label>
        {day.centres && day.centres.length > 1 && (
          <label>
            Centre
            <select name="centre" defaultValue={day.centre_id ?? ''}>
              <option value="">All my centres</option>
              {day.centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {day.centres && day.centres.length > 0 && (
        <details className="centre-links">
          <summary>Schedule and prices of a centre ({day.centres.length})</summary>
          <ul>
            {day.centres.map((c) => (
              <li key={c.id}>
                <a href={`/partner/centres/${c.id}/`}>{c.name}</a>
              </li>
            ))}
          </ul>
        </details>
      )}
      <p role="status">
        {waiting === 0
          ? 'Every booking of this day is answered.'
          : `${waiting} waiting for your answer.`}
      </p>
      <DueNext deadlines={day.deadlines} showCentre={showCentre} reportActions={newTimeForm} />
      <Section title="Walk-in" rows={day.walkin} showCentre={showCentre} />
      <Section title="Home collection" rows={day.home} showCentre={showCentre} />
    </>
  );
}
