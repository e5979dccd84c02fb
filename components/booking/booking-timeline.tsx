import { AWAITING_CENTRE, type BookingStatus } from '@/lib/booking/client';
import type { Timeline } from '@/lib/booking/timeline';
import { useLocale, useTranslations } from 'next-intl';
import { formatRupees, indiaTime } from '@/lib/locale/india';
import { localDateTimeLabel } from '@/lib/i18n/local-dates';

/** The booking's steps with their times, who is coming and what was promised. */
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
  const tr = useTranslations('booking.timeline');
  const locale = useLocale();
  const at = (iso: string) => localDateTimeLabel(locale, new Date(iso));
  const awaiting = AWAITING_CENTRE.includes(status);
  // A home collection's report counts from the sample; a walk-in's from the check-in.
  const home = promises.window !== null;
  return (
    <section className="card" aria-labelledby="booking-progress">
      <h2 id="booking-progress">{tr('heading')}</h2>
      <ol className="timeline">
        {t.steps.map((step) => (
          <li key={step.status} className={step.at ? 'timeline-done' : 'timeline-next'}>
            <span className="timeline-label">{tr(`steps.${step.status}`)}</span>
            <span className="muted">{step.at ? at(step.at) : tr('notYet')}</span>
            {step.reason && <span className="timeline-reason">{step.reason}</span>}
          </li>
        ))}
      </ol>
      {t.technician && (
        <p>
          {tr.rich('technician', {
            name: t.technician.name,
            phone: t.technician.phone,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      )}
      {report &&
        (report.loggedIn ? (
          <p>
            <a className="button" href={report.href}>
              {tr('download')}
            </a>
          </p>
        ) : (
          <p>
            {tr.rich('reportReady', {
              link: (chunks) => <a href={report.href}>{chunks}</a>,
            })}
          </p>
        ))}
      {t.late && (
        <p className="notice" role="status">
          {tr('late')}
          {t.late.credit > 0 && ` ${tr('lateCredit', { credit: formatRupees(t.late.credit) })}`}
        </p>
      )}
      {t.reportLate && (
        <p className="notice" role="status">
          {tr('reportLate', { at: at(t.reportLate.dueAt) })}
          {t.reportLate.credit > 0 &&
            ` ${tr('reportLateCredit', { credit: formatRupees(t.reportLate.credit) })}`}
          {t.reportLate.newDueAt && ` ${tr('reportNewTime', { at: at(t.reportLate.newDueAt) })}`}
        </p>
      )}
      <h3>{tr('promised')}</h3>
      <ul className="promises">
        {awaiting && promises.ackBy && <li>{tr('ackBy', { at: at(promises.ackBy) })}</li>}
        {promises.window && (
          <li>
            {tr('window', {
              start: indiaTime(new Date(promises.window.start)),
              end: indiaTime(new Date(promises.window.end)),
            })}
            {promises.lateCredit > 0 &&
              ` ${tr('windowCredit', { credit: formatRupees(promises.lateCredit) })}`}
          </li>
        )}
        {promises.report && (
          <li className="report-due">
            {tr(promises.report.expected ? 'reportExpected' : 'reportDue', {
              hours: promises.report.hours,
              at: at(promises.report.dueAt),
              from: at(promises.report.from),
              home: home ? 'yes' : 'no',
            })}
            {promises.report.credit > 0 &&
              !t.reportLate &&
              ` ${tr('reportCredit', { credit: formatRupees(promises.report.credit) })}`}
            {promises.report.newDueAt &&
              !t.reportLate &&
              ` ${tr('reportNewTime', { at: at(promises.report.newDueAt) })}`}
          </li>
        )}
      </ul>
    </section>
  );
}
