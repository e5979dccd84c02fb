'use client';

import { usePathname } from 'next/navigation';
import { createBookingApi } from '@/lib/booking/api';
import { NumberAndCode } from '@/components/accounts';

const api = createBookingApi();

/**
 * The owner's way in from another device: the booking's mobile number, then the one-time code
 * sent to it. The number alone opens nothing, and the page never says whether it matched.
 */
export function BookingAccessForm() {
  const reference = ((usePathname() ?? '').split('/')[2] ?? '').toUpperCase();
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
