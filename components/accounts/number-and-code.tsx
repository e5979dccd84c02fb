'use client';

import { useState } from 'react';
import { normaliseIndianMobile } from '@/lib/locale/mobile-normalise';
import { PhoneCode, type CodeApi } from './phone-code';
import { MobileInput } from '@/components/ui/mobile-input';
import { useAccountText } from './text';

/** A mobile number field, then the code sent to it: logging in, or opening a booking. */
export function NumberAndCode({
  id,
  onVerified,
  api,
  purpose,
}: {
  /** The number field's id, unique on the page. */
  id: string;
  onVerified: (phone: string) => void;
  api?: CodeApi;
  purpose?: 'login' | 'booking';
}) {
  const { t } = useAccountText();
  const [value, setValue] = useState('');
  const phone = normaliseIndianMobile(value);
  return (
    <div className="login-form">
      <div className="field">
        <label htmlFor={id}>{t('mobileNumber')}</label>
        <MobileInput
          id={id}
          placeholder="98765 43210"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={value.trim() !== '' && phone === null}
        />
      </div>
      {/* A new number starts over: a code sent to the old one is of no use. */}
      <PhoneCode
        key={phone ?? ''}
        phone={phone}
        api={api}
        purpose={purpose}
        onVerified={onVerified}
      />
    </div>
  );
}
