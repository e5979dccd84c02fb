import type { Alternative } from '@/lib/booking/alternatives';
import { dayLabel, formatRupees, indiaDate, indiaTime } from '@/lib/locale/india';

const when = (iso: string) => {
  const at = new Date(iso);
  return `${dayLabel(indiaDate(at))} ${indiaTime(at)}`;
};

/** After the centre declined: free times here and at the nearest other centres. */
export function Alternatives({ items }: { items: Alternative[] }) {
  return (
    <section className="card" aria-labelledby="booking-alternatives">
      <h2 id="booking-alternatives">Book another time</h2>
      {items.length === 0 ? (
        <p className="muted">No free times nearby in the next days. Please try another date.</p>
      ) : (
        <ul className="alternatives">
          {items.map((a) => (
            <li key={a.centre_id}>
              <a href={a.href}>
                <strong>{a.same_centre ? `${a.centre_name} (same centre)` : a.centre_name}</strong>
              </a>
              , {a.area_name} · {formatRupees(a.price)}
              <br />
              <span className="muted">Free: {a.starts.map(when).join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
