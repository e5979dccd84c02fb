import { zodIssues } from '@/lib/server-api/validation';
import { indiaDate } from '@/lib/locale/india';
import { reportQuery } from './contract';

const problems = (query: Record<string, string>) => {
  const parsed = reportQuery.safeParse(query);
  return parsed.success ? [] : zodIssues(parsed.error).map((i) => `${i.field}: ${i.message}`);
};

describe("the campaign report's range", () => {
  it('takes a range of up to 366 days, both ends included', () => {
    expect(problems({ from: '2025-03-01', to: '2026-03-01' })).toEqual([]);
    expect(problems({ from: '2024-03-01', to: '2025-03-01' })).toEqual([]);
    expect(problems({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
  });

  it('refuses a longer one, which would chart a bar for every day of it', () => {
    expect(problems({ from: '2000-01-01', to: '2099-12-31' })).toEqual([
      'from: must be at most 366 days before 2099-12-31 (both included)',
    ]);
    expect(problems({ from: '2000-01-01' })).toEqual([
      `from: must be at most 366 days before ${indiaDate(new Date())} (both included)`,
    ]);
  });

  it('refuses an end before its start, and a start after today when no end is given', () => {
    expect(problems({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      'to: must not be before from',
    ]);
    expect(problems({ from: '2099-01-01' })).toEqual(['from: must not be after today']);
  });

  it('names only the wrong date when one is impossible', () => {
    expect(problems({ from: '2026-02-31', to: '2026-03-01' })).toEqual([
      'from: 2026-02-31 is not a date in the calendar',
    ]);
  });
});
