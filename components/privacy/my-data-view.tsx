import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { calendarOf } from '@/lib/i18n/calendar-names';
import { dateTimeLabel } from '@/lib/i18n/calendar';
import { formatRupees } from '@/lib/locale/india';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { bookingsForPrivacy, reportPath, type MyData } from '@/lib/privacy';

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
  nothing,
  children,
  id,
}: {
  title: string;
  empty: boolean;
  /** "Nothing stored.", in the page's language. */
  nothing: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section className="card" aria-label={title} id={id}>
      <h2>{title}</h2>
      {empty ? <p className="muted">{nothing}</p> : <ul className="my-data-list">{children}</ul>}
    </section>
  );
}

/** Everything stored about the number, as the download holds it (lib/privacy/my-data.ts). */
/** A booking's pre-visit answers as one line: "Pacemaker…? No · Weight in kg: 70". */
function answersLine(
  given: NonNullable<MyData['bookings'][number]['safety_answers']>,
  safety: Awaited<ReturnType<typeof getTranslations>>,
): string {
  return Object.entries(given.answers)
    .map(([question, answer]) => {
      const said =
        typeof answer === 'number'
          ? String(answer)
          : question === 'diabetes'
            ? safety(`choices.${answer}`)
            : safety(answer === 'yes' ? 'yes' : 'no');
      const detail = given.details?.[question as keyof typeof given.answers];
      return `${safety(`questions.${question}`)} ${said}${detail ? ` (${detail})` : ''}`;
    })
    .join(' · ');
}

export async function MyDataView({ data }: { data: MyData }) {
  const t = await getTranslations('myData');
  const safety = await getTranslations('safety');
  const page = await getTranslations('bookingPage');
  const names = await calendarOf(await getLocale());
  const when = (iso: string | null) => (iso ? dateTimeLabel(new Date(iso), names) : '—');
  const nothing = t('nothing');
  const status = (value: string) =>
    page.has(`statusLabels.${value}`)
      ? page(`statusLabels.${value}`)
      : (bookingsForPrivacy().statusLabel(value) ?? value);
  const leadStatus = (value: string) =>
    t.has(`leadStatus.${value}`) ? t(`leadStatus.${value}`) : value;
  const purpose = (value: string) => (t.has(`purpose.${value}`) ? t(`purpose.${value}`) : value);
  return (
    <>
      <Section
        title={t('bookings')}
        empty={data.bookings.length === 0}
        nothing={nothing}
        id="my-data-bookings"
      >
        {data.bookings.map((b) => (
          <li key={b.reference}>
            <strong>{b.reference}</strong> · {b.test}
            <Facts
              rows={[
                [t('when'), t('whenIst', { when: when(b.slot_start) })],
                [t('centre'), `${b.centre}, ${b.centre_address}`],
                [t('status'), b.upcoming ? t('upcoming') : status(b.status)],
                [
                  t('patient'),
                  `${b.patient.name}, ${b.patient.age}, ${b.patient.gender}, ${displayMobile(b.patient.phone ?? '')}`,
                ],
                ...(b.home
                  ? ([
                      [
                        t('collectAt'),
                        b.home.landmark
                          ? t('near', {
                              address: b.home.address,
                              pincode: b.home.pincode ?? '',
                              landmark: b.home.landmark,
                            })
                          : t('addressPin', {
                              address: b.home.address,
                              pincode: b.home.pincode ?? '',
                            }),
                      ],
                    ] as [string, ReactNode][])
                  : []),
                ...(b.safety_answers
                  ? ([[t('safetyAnswers'), answersLine(b.safety_answers, safety)]] as [
                      string,
                      ReactNode,
                    ][])
                  : []),
                [t('total'), formatRupees(b.total)],
                [
                  t('report'),
                  b.report ? (
                    <>
                      <a href={reportPath(b.reference)} download>
                        {t('downloadReport')}
                      </a>{' '}
                      {t('uploaded', { when: when(b.report.uploaded_at) })}
                    </>
                  ) : (
                    t('noReport')
                  ),
                ],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title={t('family')} empty={data.family.length === 0} nothing={nothing}>
        {data.family.map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong> · {t(`relation.${m.relation}`)}
            <Facts
              rows={[
                [t('birthDate'), m.birth_date],
                [t('gender'), m.gender],
                [
                  t('memberPhone'),
                  m.phone
                    ? `${displayMobile(m.phone)} (${t(m.phone_verified_at ? 'verified' : 'unverified')})`
                    : '—',
                ],
                [t('memberMessages'), t(m.messages_to_member ? 'yes' : 'no')],
                ...m.addresses.map(
                  (a, i) =>
                    [
                      t('savedAddress', { n: i + 1 }),
                      `${a.address}, ${a.pincode}${a.landmark ? `, ${a.landmark}` : ''}`,
                    ] as [string, ReactNode],
                ),
                [t('memberBookings'), m.bookings.join(', ') || '—'],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section
        title={t('callBacks')}
        empty={data.call_back_requests.length === 0}
        nothing={nothing}
      >
        {data.call_back_requests.map((l) => (
          <li key={l.id}>
            <Facts
              rows={[
                [t('asked'), when(l.asked_at)],
                [t('test'), l.test ?? '—'],
                [t('page'), l.page],
                [t('status'), leadStatus(l.status)],
                ...l.notes.map(
                  (n, i) =>
                    [t('note', { n: i + 1 }), `${when(n.at)}: ${n.text}`] as [string, ReactNode],
                ),
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title={t('consents')} empty={data.consents.length === 0} nothing={nothing}>
        {data.consents.map((c, i) => (
          <li key={i}>
            <strong>
              {t(c.granted ? 'granted' : 'withdrawn', { purpose: purpose(c.purpose) })}
            </strong>
            <Facts
              rows={[
                [t('when'), when(c.at)],
                [t('wordsShown'), c.words],
                [t('noticeVersion'), c.notice_version],
                ...(c.booking ? ([[t('booking'), c.booking]] as [string, ReactNode][]) : []),
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title={t('messages')} empty={data.messages.length === 0} nothing={nothing}>
        {data.messages.map((m, i) => (
          <li key={i}>
            <Facts
              rows={[
                [t('sent'), when(m.at)],
                [t('text'), m.text],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title={t('sessions')} empty={data.login_sessions.length === 0} nothing={nothing}>
        {data.login_sessions.map((s, i) => (
          <li key={i}>
            <Facts
              rows={[
                [t('started'), when(s.started_at)],
                [t('lastUsed'), when(s.last_used_at)],
                [
                  t('ends'),
                  s.ended_at ? t('ended', { when: when(s.ended_at) }) : when(s.expires_at),
                ],
              ]}
            />
          </li>
        ))}
      </Section>
      <Section title={t('codes')} empty={data.login_codes.length === 0} nothing={nothing}>
        {data.login_codes.map((c, i) => (
          <li key={i}>
            <Facts
              rows={[
                [t('asked'), when(c.asked_at)],
                [t('used'), c.used_at ? when(c.used_at) : t('no')],
              ]}
            />
          </li>
        ))}
      </Section>
    </>
  );
}
