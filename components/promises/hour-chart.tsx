import type { RateSummary } from '@/lib/promises/summary';
import { ChartAxis } from '@/components/ui/chart-axis';

const W = 480;
const H = 150;
const PAD = { top: 10, right: 8, bottom: 24, left: 40 };

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * One rate over the hours of the day (India), drawn on the server as SVG: a bar per hour for the
 * cases that fell due then, its kept part filled and the broken part marked. No script.
 */
export function HourChart({ rate }: { rate: RateSummary }) {
  const top = Math.max(1, ...rate.hours.map((h) => h.total));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / 24;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  return (
    <figure className="promise-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${rate.label} by hour: ${rate.kept} of ${rate.total} kept`}
      >
        <ChartAxis left={PAD.left} right={W - PAD.right} y={y} top={top} />
        {rate.hours.map((h, hour) => {
          const x = PAD.left + hour * step + 1;
          const broken = h.total - h.kept;
          return (
            <g key={hour}>
              <rect className="kept" x={x} y={y(h.kept)} width={step - 2} height={y(0) - y(h.kept)}>
                <title>{`${hour}:00: ${h.kept} of ${h.total} kept${h.share === null ? '' : ` (${pct(h.share)})`}`}</title>
              </rect>
              {broken > 0 && (
                <rect
                  className="broken"
                  x={x}
                  y={y(h.total)}
                  width={step - 2}
                  height={Math.max(1.5, y(h.kept) - y(h.total))}
                >
                  <title>{`${hour}:00: ${broken} broken`}</title>
                </rect>
              )}
              {hour % 3 === 0 && (
                <text x={x + step / 2} y={H - 8} textAnchor="middle">
                  {hour}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        Cases falling due each hour (India time): kept <span className="key kept" /> and broken{' '}
        <span className="key broken" />.
      </figcaption>
    </figure>
  );
}
