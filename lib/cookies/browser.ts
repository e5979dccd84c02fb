// The cookies the browser writes and reads itself (docs/product.md, Entities, and the remembered
// city), through nookies, with the options of ./policy.
import { parseCookies, setCookie as writeCookie } from 'nookies';
import { cookieOptions, type BrowserCookieName } from './policy';

export { COOKIES } from './policy';

/** Writes a browser cookie with its policy; `minutes` overrides how long it is kept. */
export function setCookie(name: BrowserCookieName, value: string, minutes?: number) {
  const options = cookieOptions(name, minutes === undefined ? {} : { maxAge: minutes * 60 });
  writeCookie(null, name, value, options);
}

/** A cookie this page can see, or null. */
export function readCookie(name: string): string | null {
  return parseCookies()[name] ?? null;
}
