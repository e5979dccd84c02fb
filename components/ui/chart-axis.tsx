/** A bar chart's base line and its two value labels (0 and the top), for server-drawn SVG. */
export function ChartAxis({
  left,
  right,
  y,
  top,
}: {
  left: number;
  right: number;
  y: (value: number) => number;
  top: number;
}) {
  return (
    <>
      <line x1={left} x2={right} y1={y(0)} y2={y(0)} className="axis" />
      <text x={left - 4} y={y(top) + 4} textAnchor="end">
        {top}
      </text>
      <text x={left - 4} y={y(0) + 4} textAnchor="end">
        0
      </text>
    </>
  );
}
