import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { localPath } from '@/lib/page-params/local-path';

/**
 * Where to go after logging in: a path of this site only (lib/page-params/local-path.ts), else My
 * bookings. "//evil.example", "/\evil.example" and absolute addresses would leave it (an open
 * redirect a phishing SMS could use); non-ASCII or malformed ones would break the redirect.
 */
export function safeNextPath(value: string | string[] | undefined): string {
  return localPath(value) ?? MY_BOOKINGS_PATH;
}

/** The login page's address, coming back to `next` afterwards. */
export function loginPath(next: string = MY_BOOKINGS_PATH): string {
  return `/login/?next=${encodeURIComponent(next)}`;
}
