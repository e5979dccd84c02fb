import { useTranslations } from 'next-intl';
import type { BookingView } from '@/lib/booking/client';

/** A family member's booking: "For: Lakshmi Devi (Mother, 68)" and who booked, number masked. */
export function BookedFor({ forMember }: { forMember: BookingView['for_member'] }) {
  const t = useTranslations('bookingPage');
  const words = useTranslations('booking');
  if (!forMember) return null;
  return (
    <p className="booking-for-member">
      {t('forMember', {
        name: forMember.name,
        relation: words(`who.relations.${forMember.relation}`),
        age: forMember.age ?? '',
      })}
      {forMember.booked_by_masked && (
        <>
          <br />
          <span className="muted">{t('bookedBy', { phone: forMember.booked_by_masked })}</span>
        </>
      )}
    </p>
  );
}
