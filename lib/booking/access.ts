import { timingSafeEqual } from 'node:crypto';
import { REFERENCE_PATTERN } from './reference';
import type { BookingDetails } from './view';

// Until patient accounts exist (issue 8), a booking is its owner's by the reference together
// with the phone number it was made with. Proof of that is kept in an HttpOnly cookie per
// booking, set when the booking is made or when the number is entered on its page.

export const ACCESS_DAYS = 30;

export function accessCookieName(reference: string): string {
  return `bk_${reference}`;
}

export function isReference(text: string): boolean {
  return REFERENCE_PATTERN.test(text);
}

export function phoneMatches(details: BookingDetails, phone: string | undefined): boolean {
  if (!phone) return false;
  const a = Buffer.from(details.row.phone);
  const b = Buffer.from(phone);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function accessCookie(reference: string, phone: string, secure: boolean): string {
  return [
    `${accessCookieName(reference)}=${phone}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${ACCESS_DAYS * 86_400}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export { cookieFrom } from '@/lib/api/cookies';
