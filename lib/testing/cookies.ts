// Set-Cookie headers in tests, read back into the shape of lib/cookies/policy's options, and
// the one setting of that policy (NODE_ENV) switched for a while.
import type { CookieOptions } from '@/lib/cookies/policy';

export interface SetCookie extends Partial<CookieOptions> {
  name: string;
  value: string;
  expires?: Date;
}

/** One Set-Cookie header: its name, value and attributes (SameSite lower-cased). */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(/;\s*/);
  const at = pair.indexOf('=');
  const cookie: SetCookie = {
    name: pair.slice(0, at),
    value: decodeURIComponent(pair.slice(at + 1)),
    httpOnly: false,
    secure: false,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value as '/';
        break;
      case 'max-age':
        cookie.maxAge = Number(value);
        break;
      case 'expires':
        cookie.expires = new Date(value);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = value.toLowerCase() as 'lax';
        break;
      default:
        throw new Error(`Unexpected cookie attribute ${attribute} in ${header}`);
    }
  }
  return cookie;
}

/** The attributes the policy sets, without the value and the Expires Next adds to Max-Age. */
export function policyPart({ name, path, httpOnly, sameSite, secure, maxAge }: SetCookie) {
  return { name, path, httpOnly, sameSite, secure, maxAge };
}

/** Runs `body` as a production build (Secure cookies), then puts NODE_ENV back. */
export async function asProduction<T>(body: () => Promise<T>): Promise<T> {
  const vars = process.env as Record<string, string | undefined>;
  const before = vars.NODE_ENV;
  vars.NODE_ENV = 'production';
  try {
    return await body();
  } finally {
    vars.NODE_ENV = before;
  }
}
