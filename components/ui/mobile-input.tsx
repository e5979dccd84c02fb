import type { InputHTMLAttributes } from 'react';

/** An Indian mobile number field: the phone keypad, the saved number, room for "+91 98765 43210". */
export function MobileInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <input type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} {...props} />;
}
