import type { ReactNode } from 'react';
import { formatRupees, indiaDateTimeLabel } from '@/lib/locale/india';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { reportPath, type MyData } from '@/lib/privacy';
import { STATUS_LABELS, type BookingStatus } from '@/lib/booking/client';

const when = (iso: string | null) => (iso ? indiaDateTimeLabel(new Date(iso)) : '—');

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="my-data-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  title,
  empty,
  children,
  id,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section className="card" aria-label={title} id={id}>
      <h2>{title}</h2>
      {empty ? (
        <p className="muted">Nothing stored.</p>
      ) : (
        <ul className="my-data-list">{children}</ul>
      )}
    </section>
  );
}

/** A lead's status as the patient would say it. */
const LEAD_STATUS: Record<string, string> = {
  new: 'Waiting for our call',
  call_back: 'We will call at the time agreed',
  retry: 'We will try calling again',
  booked: 'Booked',
  not_interested: 'Closed: not interested',
  wrong_number: 'Closed: wrong number',
  unreachable: 'Closed: we could not reach you',
  do_not_call: 'Closed: you asked us not to call',
};

const PURPOSES: Record<string, string> = {
  call_back: 'Call back about a test',
  booking_messages: 'Booking and its messages',
  marketing: 'Offers and health tips',
};

/** Everything stored about the number, as the download holds it (lib/privacy/my-data.ts). */
export function MyDataView({ data }: { data: MyData }) {
  return (
    <>
      <Section title="Bookings" empty={data.bookings.length === 0} id="my-data-bookings">
        {data.bookings.map((b) => (
          <li key={b.reference}>
            <strong>{b.reference}</strong> · {b.test}
            <Facts
              rows={[
                ['When', `${when(b.slot_start)} IST`],
                ['Centre', `${b.centre}, ${b.centre_address}`],
                [
                  'Status',
                  b.upcoming ? 'Upcoming' : (STATUS_LABELS[b.status as BookingStatus] ?? b.status),
                ],
                [
                  'Patient',
                  `${b.patient.name}, ${b.patient.age}, ${b.patient.gender}, ${displayMobile(b.patient.phone ?? '')}`,
                ],
                ...(b.home
                  ? ([
                      [
                        'Collect at',
                        `${b.home.address}, ${b.home.pincode}${b.home.landmark ? ` (near ${b.home.landmark})` : ''}`,
                      ],
                    ] as [string, ReactNode][])
                  : []),
                ['Total', formatRupees(b.total)],
                [
                  'Report',
                  b.report ? (
                    <>
                      <a href={reportPath(b.reference)} download>
                        Download your report (PDF)
                      </a>{' '}
                      (uploaded {when(b.report.uploaded_at)})
                    </>
                  ) : (
                    'None uploaded'
                  ),
                ],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title="Call-back requests" empty={data.call_back_requests.length === 0}>
        {data.call_back_requests.map((l) => (
          <li key={l.id}>
            <Facts
              rows={[
                ['Asked', when(l.asked_at)],
                ['Test', l.test ?? '—'],
                ['Page', l.page],
                ['Status', LEAD_STATUS[l.status] ?? l.status],
                ...l.notes.map(
                  (n, i) => [`Note ${i + 1}`, `${when(n.at)}: ${n.text}`] as [string, ReactNode],
                ),
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title="What you agreed to" empty={data.consents.length === 0}>
        {data.consents.map((c, i) => (
          <li key={i}>
            <strong>
              {PURPOSES[c.purpose]}: {c.granted ? 'yes' : 'withdrawn'}
            </strong>
            <Facts
              rows={[
                ['When', when(c.at)],
                ['Words shown', c.words],
                ['Notice version', c.notice_version],
                ...(c.booking ? ([['Booking', c.booking]] as [string, ReactNode][]) : []),
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title="Messages sent to you" empty={data.messages.length === 0}>
        {data.messages.map((m, i) => (
          <li key={i}>
            <Facts
              rows={[
                ['Sent', when(m.at)],
                ['Text', m.text],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title="Login sessions" empty={data.login_sessions.length === 0}>
        {data.login_sessions.map((s, i) => (
          <li key={i}>
            <Facts
              rows={[
                ['Started', when(s.started_at)],
                ['Last used', when(s.last_used_at)],
                ['Ends', s.ended_at ? `Ended ${when(s.ended_at)}` : when(s.expires_at)],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title="Login codes asked for" empty={data.login_codes.length === 0}>
        {data.login_codes.map((c, i) => (
          <li key={i}>
            <Facts
              rows={[
                ['Asked', when(c.asked_at)],
                ['Used', c.used_at ? when(c.used_at) : 'No'],
              ]}
            />
          </li>
        ))}
      </Section>
    </>
  );
}
