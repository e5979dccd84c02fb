'use client';

import { useTranslations } from 'next-intl';
import { BookingAccessForm } from '@/components/booking/client';

// Someone else's booking, an unknown reference, or the owner on another device: the same 404.
// A client component for the reason components/home/not-found-body.tsx gives.
export default function BookingNotFound() {
  const t = useTranslations('notFound');
  return (
    <div className="page prose-page">
      <h1>{t('bookingTitle')}</h1>
      <p>{t('bookingLead')}</p>
      <BookingAccessForm />
    </div>
  );
}
