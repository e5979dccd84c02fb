// A promise the simulator guards: with the escalation of unanswered bookings turned off (the
// deadlines cron marks late collections only), the small day breaks 'accepted or escalated by
// the deadline', and says so by name.
import { breaches } from '@/lib/promises/summary';
import { simulateDay } from './day';
import { SMALL_DAY } from './small-day';

jest.mock('@/lib/booking/deadlines', () => {
  const real = jest.requireActual('@/lib/booking/deadlines');
  return {
    ...real,
    sweepDeadlines: async (db: unknown, now: Date) => ({
      escalated: 0,
      late: await real.markLateCollections(db, now),
    }),
  };
});

process.env.STAFF_AUTH_SECRET ??= 'simulated-storefront-secret-for-tests-0123456789';

it('fails the short day with the broken rate named when escalation is off', async () => {
  const result = await simulateDay(SMALL_DAY);
  const broken = breaches(result.rates).map((r) => r.key);
  expect(broken).toContain('centre_answer');
  expect(result.rates.find((r) => r.key === 'centre_answer')!.breach).toMatch(
    /kept, below 100\.0%/,
  );
}, 600_000);
