import type { DayCount } from '@/lib/campaigns';
import { ChartAxis } from '@/components/ui/chart-axis';

const W = 640;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/** Every day of the range, so a day with nothing shows as nothing rather than disappearing. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Leads and bookings per day of the chosen campaigns, drawn on the server as SVG: the page
 * sends no charting script, and the patient pages' JavaScript is untouched.
 */
export function DayChart({ counts, from, to }: { counts: DayCount[]; from: string; to: string }) {
  const days = daysOf(from, to);
  const per = new Map(days.map((d) => [d, { leads: 0, bookings: 0 }]));
  for (const c of counts) {
    const day = per.get(c.day);
    if (day) {
      day.leads += c.leads;
      day.bookings += c.bookings;
    }
  }
  const top = Math.max(1, ...[...per.values()].flatMap((d) => [d.leads, d.bookings]));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / days.length;
  const bar = Math.max(1, step / 2 - 1);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const label = (d: string) => `${Number(d.slice(8, 10))}/${Number(d.slice(5, 7))}`;
  const every = Math.ceil(days.length / 8);
  const total = [...per.values()].reduce(
    (s, d) => ({ leads: s.leads + d.leads, bookings: s.bookings + d.bookings }),
    { leads: 0, bookings: 0 },
  );
  return (
    <figure className="campaign-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Leads and bookings per day, ${from} to ${to}: ${total.leads} leads, ${total.bookings} bookings`}
      >
        <ChartAxis left={PAD.left} right={W - PAD.right} y={y} top={top} />
        {days.map((d, k) => {
          const v = per.get(d)!;
          const x = PAD.left + k * step;
          return (
            <g key={d}>
              <rect className="leads" x={x} y={y(v.leads)} width={bar} height={y(0) - y(v.leads)}>
                <title>{`${d}: ${v.leads} leads`}</title>
              </rect>
              <rect
                className="bookings"
                x={x + bar + 1}
                y={y(v.bookings)}
                width={bar}
                height={y(0) - y(v.bookings)}
              >
                <title>{`${d}: ${v.bookings} bookings`}</title>
              </rect>
              {k % every === 0 && (
                <text x={x + bar} y={H - 10} textAnchor="middle">
                  {label(d)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="key leads" /> Leads ({total.leads}) <span className="key bookings" />{' '}
        Bookings ({total.bookings})
      </figcaption>
    </figure>
  );
}
