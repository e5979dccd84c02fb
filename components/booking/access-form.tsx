'use client';

import { usePathname } from 'next/navigation';
import { createBookingApi } from '@/lib/booking/api';
import { splitLocale } from '@/lib/i18n/locales';
import { NumberAndCode } from '@/components/accounts/client';

const api = createBookingApi();

/**
 * The owner's way in from another device: the booking's mobile number, then the one-time code
 * sent to it. The number alone opens nothing, and the page never says whether it matched.
 */
export function BookingAccessForm() {
  // /booking/DX-ABC234/, or /hi/booking/DX-ABC234/ in another language.
  const { path } = splitLocale(usePathname() ?? '');
  const reference = (path.split('/')[2] ?? '').toUpperCase();
  return (
    <NumberAndCode
      id="booking-phone"
      purpose="booking"
      api={{
        sendCode: (number) => api.access(reference, number),
        verify: (requestId, code) => api.openWithCode(reference, requestId, code),
      }}
      onVerified={() => window.location.reload()}
    />
  );
}
