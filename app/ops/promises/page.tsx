import '@/components/promises/promises.css';
import type { Metadata } from 'next';
import { HourChart, RateTable } from '@/components/promises';
import { StaffNav } from '@/components/staff/nav';
import { env } from '@/lib/env';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { firstValues, type SearchParams } from '@/lib/pages/params';
import {
  PROMISE_BUDGET,
  promiseOutcomes,
  promiseSettings,
  spanChoice,
  spanOf,
  SPAN_CHOICES,
  SPAN_LABELS,
  summariseAll,
} from '@/lib/promises';
import { requireStaffPage } from '@/lib/staff/guard';

export const metadata: Metadata = { title: 'Promises kept' };

const pct = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);

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
  const rates = summariseAll(await promiseOutcomes(db, span, promiseSettings(env())));
  const cities = [...new Set(rates.flatMap((r) => r.cities.map((c) => c.name)))].sort();
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
      <h2>By city</h2>
      <div className="promise-table-wrap">
        <table className="promise-table">
          <thead>
            <tr>
              <th scope="col">City</th>
              {rates.map((r) => (
                <th scope="col" key={r.key}>
                  {r.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cities.map((city) => (
              <tr key={city}>
                <th scope="row">{city}</th>
                {rates.map((r) => {
                  const c = r.cities.find((x) => x.name === city);
                  return <td key={r.key}>{c ? `${pct(c.share)} of ${c.total}` : '–'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Centres that broke a promise most</h2>
      {rates.every((r) => r.worstCentres.length === 0) && <p>None: no centre broke a promise.</p>}
      {rates
        .filter((r) => r.worstCentres.length > 0)
        .map((r) => (
          <section key={r.key}>
            <h3>{r.label}</h3>
            <ul>
              {r.worstCentres.map((c) => (
                <li key={c.name}>
                  {c.name}: {c.total - c.kept} of {c.total} broken
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
