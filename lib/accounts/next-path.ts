import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';

/**
 * Where to go after logging in: a path of this site only. "//evil.example", "/\evil.example"
 * and absolute addresses would leave it (an open redirect a phishing SMS could use).
 */
export function safeNextPath(value: string | string[] | undefined): string {
  const next = Array.isArray(value) ? value[0] : value;
  if (!next || next.length > 1000) return MY_BOOKINGS_PATH;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return MY_BOOKINGS_PATH;
  }
  // No control characters or backslashes anywhere: browsers read "\" as "/".
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return MY_BOOKINGS_PATH;
  return next;
}

/** The login page's address, coming back to `next` afterwards. */
export function loginPath(next: string = MY_BOOKINGS_PATH): string {
  return `/login/?next=${encodeURIComponent(next)}`;
}
