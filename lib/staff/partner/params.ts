// The centre's day's address: ?date=YYYY-MM-DD&centre=<id>, each checked; a bad one is named
// and left out rather than failing the page.
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function dayParams(params: Record<string, string | string[] | undefined>): {
  wanted: { date?: string; centreId?: number };
  problem: string | null;
} {
  const wanted: { date?: string; centreId?: number } = {};
  const problems: string[] = [];
  const date = first(params.date);
  if (date) {
    const day = new Date(`${date}T00:00:00Z`);
    if (DATE.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date)) {
      wanted.date = date;
    } else problems.push('The day is not a date in the calendar; today is shown.');
  }
  const centre = first(params.centre);
  if (centre) {
    if (/^\d{1,9}$/.test(centre)) wanted.centreId = Number(centre);
    else problems.push('The centre is not a centre id; all your centres are shown.');
  }
  return { wanted, problem: problems.length ? problems.join(' ') : null };
}
