// Kept apart from the zod schema so the browser's call-me form does not load zod.

/**
 * Indian mobile numbers as patients type them: "98765 43210", "98765-43210", "+91 98765 43210",
 * "+91-9876543210", "919876543210", "09876543210". Only ASCII digits count; a mobile number
 * has 10 digits and starts with 6, 7, 8 or 9.
 */
export function normaliseIndianMobile(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[0-9 ()-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

/** A normalised mobile number as patients read it: "+91 98765 43210". */
export function displayMobile(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}
