'use client';

import { useState } from 'react';
import { normaliseIndianMobile } from '@/lib/locale/mobile-normalise';
import { PhoneCode } from './phone-code';
import { MobileInput } from '@/components/ui/mobile-input';

/** The login page's form: the number, then the code sent to it; then back where the patient was. */
export function LoginForm({ next }: { next: string }) {
  const [value, setValue] = useState('');
  const phone = normaliseIndianMobile(value);
  return (
    <div className="login-form">
      <div className="field">
        <label htmlFor="login-phone">Mobile number</label>
        <MobileInput
          id="login-phone"
          placeholder="98765 43210"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={value.trim() !== '' && phone === null}
        />
      </div>
      {/* A new number starts over: a code sent to the old one is of no use. */}
      <PhoneCode key={phone ?? ''} phone={phone} onVerified={() => window.location.assign(next)} />
    </div>
  );
}
