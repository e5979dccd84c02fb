import { useTranslations } from 'next-intl';
import { BookingAccessForm } from '@/components/booking/access-form';

// Someone else's booking, an unknown reference, or the owner on another device: the same 404.
export default function BookingNotFound() {
  const t = useTranslations('bookingPage');
  return (
    <div className="page prose-page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundLead')}</p>
      <BookingAccessForm />
    </div>
  );
}
