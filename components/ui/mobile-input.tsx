import type { InputHTMLAttributes } from 'react';

/**
 * An Indian mobile number field: the phone keypad, the saved number, room for "+91 98765 43210".
 * The "+91" is printed beside the field, so autofill is asked for the national number
 * (`tel-national`). HTML allows that token on text fields only (on type="tel" only the whole
 * number, `tel`, is allowed), so the field is a text field with the telephone keypad.
 */
export function MobileInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>,
) {
  return (
    <input type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} {...props} />
  );
}
