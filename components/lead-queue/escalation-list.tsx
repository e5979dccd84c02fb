import Link from 'next/link';
import { ESCALATION_LABELS, type Escalation } from '@/lib/lead-queue/escalations';
import { staffBookingPath } from '@/lib/booking-desk/client';

/** Bookings to chase, each linking to its page (opening it is audited there). */
export function EscalationList({ items }: { items: Escalation[] }) {
  return (
    <section className="card" aria-labelledby="escalations">
      <h2 id="escalations">Escalations ({items.length})</h2>
      {items.length === 0 ? (
        <p className="muted">Nothing to chase: every centre answered in time.</p>
      ) : (
        <ul className="day-list">
          {items.map((e) => (
            <li key={`${e.reference}-${e.kind}`} className="day-booking">
              <span className="day-flag day-flag-bad">{ESCALATION_LABELS[e.kind]}</span>{' '}
              <Link href={staffBookingPath(e.reference)} prefetch={false}>
                {e.reference}
              </Link>{' '}
              · {e.test} at {e.centre} · slot {e.slot} · since {e.since}
              {e.phone_masked ? ` · ${e.phone_masked}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
