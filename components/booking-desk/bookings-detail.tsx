import { CANCELLED, type BookingStatus } from '@/lib/booking/client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatRupees, indiaDateTimeLabel } from '@/lib/locale/india';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { DeliveryList } from '@/components/messages';
import type { BookingDetailView } from '@/lib/booking-desk/detail';
import { BOOKINGS_PATH } from '@/lib/booking-desk/paths';
import { ERASED, SERVICE_LABELS, STATUS_LABELS, slotLabel } from './bookings-labels';
import { SafetyAnswers } from './safety-answers';

interface Fact {
  label: string;
  value: ReactNode;
}

const fact = (label: string, value: ReactNode): Fact => ({ label, value });

/** Label and value pairs as a two-column table: it reads as a list and fits a phone. */
function Facts({ title, facts }: { title: string; facts: (Fact | false)[] }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <table className="staff-table staff-facts">
        <tbody>
          {facts
            .filter((fact): fact is Fact => fact !== false)
            .map(({ label, value }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}

const instant = (iso: string) => `${indiaDateTimeLabel(new Date(iso))} IST`;

const ACTORS: Record<string, string> = {
  patient: 'the patient',
  staff: 'staff',
  system: 'the system',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A booking's own page: the one staff screen with the patient's number in full. */
export function BookingDetail({ booking: b }: { booking: BookingDetailView }) {
  const slot = `${slotLabel(b.slot_date, b.slot_time)} IST`;
  const { centre, patient, home } = b;
  const madeBy =
    b.made_by === null
      ? 'The patient'
      : `${b.made_by.name ?? 'A former staff member'}${b.made_by.email ? ` (${b.made_by.email})` : ''}`;
  return (
    <>
      <p>
        <Link href={BOOKINGS_PATH} prefetch={false}>
          ← Bookings
        </Link>
      </p>
      <h1>Booking {b.reference}</h1>
      <p className={CANCELLED.includes(b.status) ? 'staff-error' : 'staff-ok'}>
        <strong>{STATUS_LABELS[b.status]}</strong> · {b.product.name} · {slot}
      </p>

      <Facts
        title="Patient"
        facts={
          patient === null
            ? [fact('Patient', `${ERASED} (${instant(b.erased_at!)})`)]
            : [
                fact('Name', patient.name),
                fact('Age', patient.age),
                fact('Gender', capitalised(patient.gender)),
                b.for_member !== null &&
                  fact(
                    'For',
                    `Family member: ${capitalised(b.for_member.relation)} of the account holder`,
                  ),
                b.for_member !== null &&
                  fact('Booked by', `Account holder ${b.for_member.booked_by_masked ?? ''}`),
                fact(
                  'Number',
                  <a href={`tel:+91${patient.phone}`}>{displayMobile(patient.phone)}</a>,
                ),
                home !== null &&
                  fact(
                    'Collect at',
                    `${home.address ?? ''}${home.pincode ? `, ${home.pincode}` : ''}${home.landmark ? ` (near ${home.landmark})` : ''}`,
                  ),
              ]
        }
      />

      {b.safety !== null && <SafetyAnswers safety={b.safety} />}

      <Facts
        title="Test and place"
        facts={[
          fact('Test', b.product.name),
          fact('Service', SERVICE_LABELS[b.service]),
          fact('Slot', slot),
          fact(
            'Centre',
            <>
              {centre.name}
              <br />
              <span className="muted">
                {centre.organisation_name} · centre id {centre.id}
              </span>
            </>,
          ),
          fact(
            'Centre address',
            `${centre.address}, ${centre.area_name}, ${centre.city_name} ${centre.pincode}`,
          ),
        ]}
      />

      <Facts
        title="Price, paid at the centre"
        facts={[
          fact('Price', formatRupees(b.price)),
          b.night_adjustment !== 0 && fact('Night adjustment', formatRupees(b.night_adjustment)),
          b.home_collection_fee !== 0 &&
            fact('Home collection fee', formatRupees(b.home_collection_fee)),
          fact('Total', <strong>{formatRupees(b.total)}</strong>),
        ]}
      />

      <Facts
        title="Record"
        facts={[
          fact('Made by', madeBy),
          b.lead_id !== null && fact('From lead', `#${b.lead_id}`),
          fact('Booked at', instant(b.created_at)),
          fact('Last changed', instant(b.updated_at)),
        ]}
      />

      <section className="card" aria-labelledby="booking-history">
        <h2 id="booking-history">History</h2>
        <ol className="delivery-list">
          {b.history.map((h, k) => (
            <li key={k}>
              {instant(h.at)}: <strong>{STATUS_LABELS[h.to as BookingStatus] ?? h.to}</strong>
              {h.from === h.to ? ' (no change)' : ''}, by {ACTORS[h.actor] ?? h.actor}
              {h.reason ? `: ${h.reason}` : ''}
            </li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby="booking-messages">
        <h2 id="booking-messages">Messages to the patient</h2>
        <DeliveryList lines={b.messages} />
      </section>
    </>
  );
}
