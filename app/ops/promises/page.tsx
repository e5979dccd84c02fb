import '@/components/promises/promises.css';
import type { Metadata } from 'next';
import { HourChart, PlaceTables, RateTable, TurnaroundTable } from '@/components/promises';
import { StaffNav } from '@/components/staff';
import { env } from '@/lib/env';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { firstValues, type SearchParams } from '@/lib/page-params/params';
import {
  PROMISE_BUDGET,
  promiseOutcomes,
  promiseSettings,
  reportTurnaround,
  spanChoice,
  spanOf,
  SPAN_CHOICES,
  SPAN_LABELS,
  summariseAll,
} from '@/lib/promises';
import { requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Promises kept' };

/**
 * The promises the storefront keeps, for real days: the same queries `npm run simulate` reads a
 * simulated day with (lib/promises), against the same budget. Counts and rates only.
 */
export default async function PromisesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { viewer, db } = await requireStaffPage('promises', '/ops/promises/');
  const choice = spanChoice(firstValues(await searchParams).span);
  const now = new Date();
  const span = spanOf(choice, now);
  const [outcomes, turnaround] = await Promise.all([
    promiseOutcomes(db, span, promiseSettings(env())),
    reportTurnaround(db, span),
  ]);
  const rates = summariseAll(outcomes);
  return (
    <>
      <StaffNav viewer={viewer} current="promises" />
      <h1>Promises kept</h1>
      <nav className="staff-filters promise-spans" aria-label="Span">
        {SPAN_CHOICES.map((c) => (
          <a
            key={c}
            className="button"
            href={`?span=${c}`}
            aria-current={c === choice ? 'page' : undefined}
          >
            {SPAN_LABELS[c]}
          </a>
        ))}
      </nav>
      <p className="muted">
        {SPAN_LABELS[choice]}: what fell due from {indiaDateTimeLabel(span.from)} to{' '}
        {indiaDateTimeLabel(span.to)}, judged now. The same queries and budget as{' '}
        <code>npm run simulate</code>; lost bookings and leads need the patient&rsquo;s side and are
        measured by the simulator only.
      </p>
      <RateTable rates={rates} budget={PROMISE_BUDGET} />
      <h2>By hour</h2>
      {rates.every((r) => r.total === 0) && <p>Nothing fell due in this span yet.</p>}
      <div className="promise-charts">
        {rates
          .filter((r) => r.total > 0)
          .map((r) => (
            <section key={r.key}>
              <h3>{r.label}</h3>
              <HourChart rate={r} />
            </section>
          ))}
      </div>
      <PlaceTables rates={rates} />
      <TurnaroundTable centres={turnaround} />
    </>
  );
}
