// The centre's day's address: ?date=YYYY-MM-DD&centre=<id>, each checked; a bad one is named
// and left out rather than failing the page.
import { dateProblem } from '@/lib/locale/calendar-date';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function dayParams(params: Record<string, string | string[] | undefined>): {
  wanted: { date?: string; centreId?: number };
  problem: string | null;
} {
  const wanted: { date?: string; centreId?: number } = {};
  const problems: string[] = [];
  const date = first(params.date);
  if (date) {
    const problem = dateProblem(date);
    if (problem === null) wanted.date = date;
    else problems.push(`The day ${problem}; today is shown.`);
  }
  const centre = first(params.centre);
  if (centre) {
    if (/^\d{1,9}$/.test(centre)) wanted.centreId = Number(centre);
    else problems.push('The centre is not a centre id; all your centres are shown.');
  }
  return { wanted, problem: problems.length ? problems.join(' ') : null };
}
