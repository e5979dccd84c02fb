'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { createBookingApi } from '@/lib/booking/api';
import { normaliseIndianMobile } from '@/lib/locale/mobile-normalise';
import { PhoneCode } from '@/components/accounts';
import { MobileInput } from '@/components/ui/mobile-input';

const api = createBookingApi();

/**
 * The owner's way in from another device: the booking's mobile number, then the one-time code
 * sent to it. The number alone opens nothing, and the page never says whether it matched.
 */
export function BookingAccessForm() {
  const reference = (usePathname().split('/')[2] ?? '').toUpperCase();
  const [value, setValue] = useState('');
  const phone = normaliseIndianMobile(value);
  return (
    <div className="login-form">
      <div className="field">
        <label htmlFor="booking-phone">Mobile number</label>
        <MobileInput
          id="booking-phone"
          placeholder="98765 43210"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={value.trim() !== '' && phone === null}
        />
      </div>
      <PhoneCode
        key={phone ?? ''}
        phone={phone}
        purpose="booking"
        api={{
          sendCode: (number) => api.access(reference, number),
          verify: (requestId, code) => api.openWithCode(reference, requestId, code),
        }}
        onVerified={() => window.location.reload()}
      />
    </div>
  );
}
