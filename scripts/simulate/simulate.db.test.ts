// The simulator: a seed decides a day, and a changed seed changes it. A small day
// with every failure injected, on the embedded database; the CI run's short day (.ci/run) is
// larger.
import { foreignClosingLines } from '../ci-summary';
import { simulateDay } from './day';
import { printDay } from './print';
import { SMALL_DAY } from './small-day';

process.env.STAFF_AUTH_SECRET ??= 'simulated-storefront-secret-for-tests-0123456789';

/** What a run printed, less its wall-clock time. */
const printed = (r: Awaited<ReturnType<typeof simulateDay>>) => ({
  rates: r.rates,
  turnaround: r.turnaround,
  counts: r.counts,
  events: r.events,
  providerRepeats: r.providerRepeats,
});

// Three simulated days in one test: its 20-minute bound only catches a run that never ends (a
// busy CI machine once took over 10 minutes for the three).
it('prints identical rates for the same seed, and different ones for another seed', async () => {
  const day = await simulateDay(SMALL_DAY);
  const first = printed(day);
  // CI prints this summary; a line of it shaped like another runner's closing line would make
  // CI count the run as one that executed no test.
  expect(foreignClosingLines(printDay(day, 'Simulated'))).toEqual([]);
  // Report turnaround per centre, from the same reports as the reports rate.
  const reports = day.rates.find((r) => r.key === 'reports_on_time')!;
  expect(day.turnaround.reduce((n, c) => n + c.due, 0)).toBe(reports.total);
  expect(day.turnaround.reduce((n, c) => n + c.onTime, 0)).toBe(reports.kept);
  expect(printDay(day, 'Simulated')).toContain('Report turnaround by centre');
  const again = printed(await simulateDay(SMALL_DAY));
  expect(again).toEqual(first);
  // The injected failures happened: an answer lost to the kill and replayed, not lost.
  expect(first.counts.answers_lost_to_kill).toBe(1);
  expect(first.counts.bookings_replayed).toBe(1);
  expect(first.rates.find((r) => r.key === 'lost')).toMatchObject({ broken: 0 });
  expect(first.rates.find((r) => r.key === 'overbooked')).toMatchObject({ broken: 0 });

  const other = printed(await simulateDay({ ...SMALL_DAY, seed: 8 }));
  expect(other.rates).not.toEqual(first.rates);
}, 1_200_000);
