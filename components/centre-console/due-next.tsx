import type { ReactNode } from 'react';
import type { DeadlineRow, Deadlines } from '@/lib/centre-console/deadlines';
import { indiaDateTimeLabel } from '@/lib/locale/india';

const KIND_LABELS: Record<DeadlineRow['kind'], string> = {
  accept: 'Answer',
  collect: 'Home collection',
  report: 'Report',
};

/** What the front desk does about a deadline, before and after it passes. */
export function deadlineTask(row: DeadlineRow): string {
  if (row.kind === 'accept')
    return row.overdue ? 'Not answered in time: accept or decline now.' : 'Accept or decline.';
  if (row.kind === 'collect')
    return row.overdue
      ? 'Marked late, the patient credited: collect the sample now.'
      : 'Collect the sample, or the patient is told it is late and credited.';
  if (row.new_time)
    return row.overdue
      ? 'Past the new time you gave: upload the report now.'
      : 'Upload the report by the new time you gave.';
  return row.overdue
    ? 'Report late: upload it now, or give the patient a new time.'
    : 'Upload the report.';
}

/**
 * The centre's deadlines across days, earliest (overdue) first. `reportActions` renders beside
 * a report's deadline (the form that gives the patient a new time).
 */
export function DueNext({
  deadlines,
  showCentre,
  reportActions,
}: {
  deadlines: Deadlines;
  showCentre: boolean;
  reportActions?: (row: DeadlineRow) => ReactNode;
}) {
  const overdue = deadlines.rows.filter((r) => r.overdue).length;
  return (
    <section className="card due-next" aria-label="Due next">
      <h2>
        Due next ({deadlines.rows.length + deadlines.more}
        {overdue > 0 ? `, ${overdue} overdue` : ''})
      </h2>
      {deadlines.rows.length === 0 ? (
        <p className="muted">Nothing due: every booking is answered, collected and reported.</p>
      ) : (
        <ol className="deadline-list">
          {deadlines.rows.map((row) => (
            <li
              key={`${row.kind}-${row.reference}`}
              className={row.overdue ? 'deadline deadline-overdue' : 'deadline'}
            >
              <div className="day-booking-head">
                <strong className="day-time">
                  <time dateTime={row.due_at}>{indiaDateTimeLabel(new Date(row.due_at))}</time>
                </strong>
                <span className="lead-tag">{KIND_LABELS[row.kind]}</span>
                {row.overdue && <span className="day-flag day-flag-bad">Overdue</span>}
              </div>
              <p>
                {deadlineTask(row)}{' '}
                <a
                  href={`/partner/?date=${row.slot_date}${showCentre ? '' : `&centre=${row.centre_id}`}#booking-${row.reference}`}
                >
                  {row.reference}
                </a>{' '}
                · {row.test} · {row.patient_name ?? 'Patient’s details deleted'}
                {row.phone_masked ? ` · ${row.phone_masked}` : ''}
                {showCentre ? ` · ${row.centre_name}` : ''}
              </p>
              {row.kind === 'report' && reportActions && (
                <div className="deadline-actions">{reportActions(row)}</div>
              )}
            </li>
          ))}
        </ol>
      )}
      {deadlines.more > 0 && (
        <p className="muted">
          And {deadlines.more} more, due later: they show here as these are done.
        </p>
      )}
    </section>
  );
}
