import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ACTIVE, CANCELLED, STATUS_LABELS, type BookingView } from '@/lib/booking/client';
import { calendarOf } from '@/lib/i18n/calendar-names';
import { slotLabel, type CalendarNames } from '@/lib/i18n/calendar';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/locale/india';
import { groupByMember } from './my-booking-groups';

const slotFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** English keeps the list's 12-hour clock; the other languages name days and months from data. */
function slotText(iso: string, locale: Locale, names: CalendarNames): string {
  return locale === DEFAULT_LOCALE
    ? slotFormat.format(new Date(iso))
    : slotLabel(new Date(iso), names);
}

/**
 * "My bookings": each booking with its state, time, centre and total, linking to its page,
 * grouped by whom the test is for (the holder's own first) once any is a family member's.
 */
export async function MyBookingList({ bookings, now }: { bookings: BookingView[]; now: Date }) {
  const locale = await getLocale();
  const t = await getTranslations('myBookings');
  const page = await getTranslations('bookingPage');
  const words = await getTranslations('booking');
  const names = await calendarOf(locale);
  const state = (booking: BookingView): { label: string; className: string } => {
    const said = page.has(`statusLabels.${booking.status}`)
      ? page(`statusLabels.${booking.status}`)
      : STATUS_LABELS[booking.status];
    if (CANCELLED.includes(booking.status)) return { label: said, className: 'tag-cancelled' };
    if (ACTIVE.includes(booking.status) && Date.parse(booking.slot_start) > now.getTime()) {
      return { label: t('upcoming'), className: 'tag-upcoming' };
    }
    return { label: said, className: 'tag-past' };
  };
  // Within a group, each booking's title sits under the group's heading.
  const list = (items: BookingView[], Title: 'h2' | 'h3' = 'h2') => (
    <ul className="my-bookings">
      {items.map((booking) => {
        const { label, className } = state(booking);
        const href = localePath(locale, booking.page_url);
        return (
          <li key={booking.reference} className="card my-booking">
            <p className="my-booking-head">
              <span className={`tag ${className}`}>{label}</span>
              <span className="muted">{booking.reference}</span>
            </p>
            <Title>
              <Link href={href} prefetch={false}>
                {booking.product.name}
              </Link>
            </Title>
            <p>
              <time dateTime={booking.slot_start}>
                {slotText(booking.slot_start, locale, names)}
              </time>{' '}
              · {booking.service === 'home-service' ? t('homeService') : t('walkin')}
            </p>
            <p className="muted">
              {booking.centre.name}, {booking.centre.area_name}
            </p>
            <p className="my-booking-foot">
              <strong>{formatRupees(booking.total)}</strong>
              <Link href={href} prefetch={false} className="button button-outline">
                {t.rich('view', {
                  reference: booking.reference,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                })}
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
  const groups = groupByMember(bookings);
  if (groups.length === 1 && groups[0]!.member === null) return list(bookings);
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.key}
          className="my-booking-group"
          aria-labelledby={`group-${group.key}`}
        >
          <h2 id={`group-${group.key}`}>
            {group.member
              ? t('memberGroup', {
                  name: group.member.name,
                  relation: words(`who.relations.${group.member.relation}`),
                })
              : t('me')}
          </h2>
          {list(group.bookings, 'h3')}
        </section>
      ))}
    </>
  );
}
