import { createHash, timingSafeEqual } from 'node:crypto';
import { accessCookie as policyAccessCookie, type PolicyCookie } from '@/lib/cookies/policy';
import { REFERENCE_PATTERN } from './reference';
import type { BookingDetails } from './view';

// Besides the patient's session, a booking opens to the browser that made it, or to one that
// gave the number it was booked with (rate-limited). That proof is an HttpOnly cookie per
// booking holding a token only the server can make: a hash over the booking's secret
// Idempotency-Key, so it can neither be guessed nor built from the reference and a number.

// The cookie's name (bk_<reference>), flags and 30 days are declared in lib/cookies/policy.

export function isReference(text: string): boolean {
  return REFERENCE_PATTERN.test(text);
}

function same(a: string, b: string | undefined): boolean {
  if (b === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function phoneMatches(details: BookingDetails, phone: string | undefined): boolean {
  return same(details.row.phone, phone);
}

export function accessToken(details: BookingDetails): string {
  const { idempotencyKey, reference, phone } = details.row;
  return createHash('sha256')
    .update(`${idempotencyKey}\n${reference}\n${phone}`)
    .digest('base64url');
}

export function tokenMatches(details: BookingDetails, token: string | undefined): boolean {
  return same(accessToken(details), token);
}

/** The access cookie of a booking, for NextResponse.cookies.set. */
export function accessCookie(details: BookingDetails): PolicyCookie {
  return policyAccessCookie(details.row.reference, accessToken(details));
}
