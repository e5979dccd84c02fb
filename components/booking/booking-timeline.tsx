import { AWAITING_CENTRE, type BookingStatus } from '@/lib/booking/client';
import type { Timeline } from '@/lib/booking/timeline';
import { formatRupees, indiaDateTimeLabel, indiaTime } from '@/lib/locale/india';

const at = (iso: string) => indiaDateTimeLabel(new Date(iso));

/** The booking's steps with their times, who is coming and what was promised (issue 16). */
export function BookingTimeline({
  timeline: t,
  status,
  report,
}: {
  timeline: Timeline;
  status: BookingStatus;
  /** The report's download, or the way to it: it is given to the patient's own session only. */
  report: { href: string; loggedIn: boolean } | null;
}) {
  const { promises } = t;
  const awaiting = AWAITING_CENTRE.includes(status);
  return (
    <section className="card" aria-labelledby="booking-progress">
      <h2 id="booking-progress">Progress</h2>
      <ol className="timeline">
        {t.steps.map((step) => (
          <li key={step.status} className={step.at ? 'timeline-done' : 'timeline-next'}>
            <span className="timeline-label">{step.label}</span>
            <span className="muted">{step.at ? at(step.at) : 'not yet'}</span>
            {step.reason && <span className="timeline-reason">{step.reason}</span>}
          </li>
        ))}
      </ol>
      {t.technician && (
        <p>
          Your technician: <strong>{t.technician.name}</strong> ({t.technician.phone})
        </p>
      )}
      {report &&
        (report.loggedIn ? (
          <p>
            <a className="button" href={report.href}>
              Download your report (PDF)
            </a>
          </p>
        ) : (
          <p>
            Your report is ready. <a href={report.href}>Log in with your mobile number</a> to
            download it.
          </p>
        ))}
      {t.late && (
        <p className="notice" role="status">
          We were late: the sample was not collected in your window.
          {t.late.credit > 0 &&
            ` ${formatRupees(t.late.credit)} comes off your next booking, no claim needed.`}
        </p>
      )}
      <h3>What we promised</h3>
      <ul className="promises">
        {awaiting && promises.ackBy && (
          <li>The centre accepts or declines your booking by {at(promises.ackBy)}.</li>
        )}
        {promises.window && (
          <li>
            The technician arrives between {indiaTime(new Date(promises.window.start))} and{' '}
            {indiaTime(new Date(promises.window.end))}.
            {promises.lateCredit > 0 &&
              ` If your sample is not collected within 30 minutes after that, ${formatRupees(promises.lateCredit)} comes off your next booking, no claim needed.`}
          </li>
        )}
        {promises.reportHours !== null && (
          <li>
            Reports in {promises.reportHours} hours
            {promises.reportDueAt ? `, by ${at(promises.reportDueAt)}` : ' after your test'}.
          </li>
        )}
      </ul>
    </section>
  );
}
