// Every cookie the site sets, declared once: its name, path, HttpOnly, SameSite and how long
// it is kept. Server routes write them through Next (NextResponse.cookies), the browser through
// nookies (./browser), both with the options below, so a cookie is cleared with the attributes
// it was set with. Platform: imports no feature, and runs on the server and in the browser.
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';

/**
 * Secure, for every cookie, follows ONE setting: a production build (NODE_ENV=production).
 *
 * Why this one and not, say, SITE_URL's scheme:
 * - the browser must know it too (it writes its own cookies), and NODE_ENV is the one setting
 *   Next compiles into the browser's code; SITE_URL is read by the server per request
 *   (lib/env, server-only) and never reaches the browser;
 * - production is HTTPS only: next.config.js sends Strict-Transport-Security on every response;
 * - the session cookie already followed it, with its `__Host-` name (which a browser accepts
 *   only with Secure), and the end-to-end journeys expect exactly that on the production server
 *   they start at http://127.0.0.1 (browsers take Secure cookies from localhost over HTTP);
 * - development (`next dev`, plain HTTP) and Jest (NODE_ENV=test) get no Secure.
 *
 * Read at each write rather than once, so tests can try both values; Next inlines it anyway.
 */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === 'production';
}

const MINUTE = 60;
const DAY = 86_400;

/** What a cookie is set with, in the shape NextResponse.cookies.set and nookies both take. */
export interface CookieOptions {
  path: '/';
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  /** Seconds; 0 drops the cookie. */
  maxAge: number;
}

export interface CookieRule {
  path: '/';
  /** Set by the server and never seen by script (true), or written by the browser (false). */
  httpOnly: boolean;
  /** Lax: sent when a link from another site is followed, never with a cross-site write. */
  sameSite: 'lax';
  /** Seconds kept; `null` where each write says (the session: until its absolute expiry). */
  maxAge: number | null;
}

const server = (maxAge: number | null): CookieRule => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge,
});
const browser = (maxAge: number): CookieRule => ({
  path: '/',
  httpOnly: false,
  sameSite: 'lax',
  maxAge,
});

/** The browser cookies of docs/product.md, Entities, each kept 30 minutes (Constants). */
export const COOKIES = {
  phoneNumber: 'phone_number',
  customerAreaId: 'customer_area_id',
  popUpShown: 'pop_up_shown',
  shownFancyCallus: 'shown_fancy_callus',
} as const;

/** The visitor's city: written in the browser (components/home), read by the home page. */
export const CITY_COOKIE = 'customer_city';

/** Set for a few seconds after a patient's write: their reads go to the primary database. */
export const READ_YOUR_WRITES_COOKIE = 'rw_pin';

/** Marks a browser that proved a number with a code (lib/accounts/known-browser). */
export const KNOWN_BROWSER_COOKIE = 'known_browser';

/**
 * Where the visitor came from: the first and the latest campaign touch (lib/campaigns), set by
 * the proxy on a campaign visit. Campaign parameters and a landing path only, no personal data.
 */
export const CAMPAIGN_COOKIE = 'campaign';

/** A report link's proof of a right code is this followed by the link's number (rl_42). */
export const REPORT_OPEN_COOKIE_PREFIX = 'rl_';

/** A booking's access cookie is this followed by its reference (bk_DX-ABC234). */
export const ACCESS_COOKIE_PREFIX = 'bk_';

export const COOKIE_POLICY = {
  /** The patient's session token (sessionCookieName), kept until the session's absolute expiry. */
  session: server(null),
  /** Opens one booking to the browser that made it or gave its number (lib/booking/access). */
  bookingAccess: server(30 * DAY),
  /** Opens one report link's report after its code (lib/booking/report-link.ts), half an hour. */
  reportOpen: server(30 * MINUTE),
  /** Half a year: a patient who logged in on this browser keeps a way in past strangers' requests. */
  [KNOWN_BROWSER_COOKIE]: server(180 * DAY),
  /** READ_YOUR_WRITES_SECONDS after the write (lib/server-api/read-your-writes). */
  [READ_YOUR_WRITES_COOKIE]: server(null),
  /** 30 days from the latest campaign visit. */
  [CAMPAIGN_COOKIE]: server(30 * DAY),
  [COOKIES.phoneNumber]: browser(30 * MINUTE),
  [COOKIES.customerAreaId]: browser(30 * MINUTE),
  [COOKIES.popUpShown]: browser(30 * MINUTE),
  [COOKIES.shownFancyCallus]: browser(30 * MINUTE),
  /** A year: a patient's city rarely changes. */
  [CITY_COOKIE]: browser(365 * DAY),
  /**
   * The language the patient chose in the header (set by app/api/language, read by the
   * requests that keep a language: lib/i18n/request-language). Never a redirect: crawlers and
   * shared links reach every language at its own address.
   */
  [LANGUAGE_COOKIE]: browser(365 * DAY),
} as const satisfies Record<string, CookieRule>;

export type CookieKind = keyof typeof COOKIE_POLICY;
/** The cookies the browser writes itself, by name. */
export type BrowserCookieName = (typeof COOKIES)[keyof typeof COOKIES] | typeof CITY_COOKIE;

/**
 * `__Host-` binds the session cookie to this host, with Path=/ and no Domain; a browser takes
 * such a cookie only with Secure, so the prefix follows the same setting.
 */
export function sessionCookieName(secure = secureCookies()): string {
  return secure ? '__Host-session' : 'session';
}

export function accessCookieName(reference: string): string {
  return `${ACCESS_COOKIE_PREFIX}${reference}`;
}

/** The options of a cookie of this kind; `maxAge` for the ones whose writes each say it. */
export function cookieOptions(
  kind: CookieKind,
  { secure = secureCookies(), maxAge }: { secure?: boolean; maxAge?: number } = {},
): CookieOptions {
  const rule: CookieRule = COOKIE_POLICY[kind];
  const seconds = maxAge ?? rule.maxAge;
  if (seconds === null) throw new Error(`The ${kind} cookie is written with its own maxAge.`);
  return {
    path: rule.path,
    httpOnly: rule.httpOnly,
    sameSite: rule.sameSite,
    secure,
    maxAge: Math.max(0, Math.floor(seconds)),
  };
}

/** The same cookie, emptied and expired: how it is dropped (same path, flags and name). */
export function clearedCookieOptions(
  kind: CookieKind,
  secure: boolean = secureCookies(),
): CookieOptions {
  return cookieOptions(kind, { secure, maxAge: 0 });
}

/** A cookie to set: name, value and options, as NextResponse.cookies.set takes it. */
export interface PolicyCookie extends CookieOptions {
  name: string;
  value: string;
}

/** The session cookie for a token, kept `maxAgeSeconds` (until the session's absolute expiry). */
export function sessionCookie(
  token: string,
  maxAgeSeconds: number,
  secure: boolean = secureCookies(),
): PolicyCookie {
  return {
    name: sessionCookieName(secure),
    value: token,
    ...cookieOptions('session', { secure, maxAge: maxAgeSeconds }),
  };
}

/** Drops the session cookie (logout). */
export function clearedSessionCookie(secure: boolean = secureCookies()): PolicyCookie {
  return { name: sessionCookieName(secure), value: '', ...clearedCookieOptions('session', secure) };
}

/** A booking's access cookie. */
export function accessCookie(
  reference: string,
  token: string,
  secure: boolean = secureCookies(),
): PolicyCookie {
  return {
    name: accessCookieName(reference),
    value: token,
    ...cookieOptions('bookingAccess', { secure }),
  };
}

/** A report link's proof of a right code (rl_<link id>). */
export function reportOpenCookie(
  name: string,
  value: string,
  secure: boolean = secureCookies(),
): PolicyCookie {
  return { name, value, ...cookieOptions('reportOpen', { secure }) };
}

/** The cookie that marks a browser as one that proved a number. */
export function knownBrowserCookie(token: string, secure: boolean = secureCookies()): PolicyCookie {
  return {
    name: KNOWN_BROWSER_COOKIE,
    value: token,
    ...cookieOptions(KNOWN_BROWSER_COOKIE, { secure }),
  };
}

/** Drops an access cookie, by its full name (bk_DX-ABC234). */
export function clearedAccessCookie(name: string, secure: boolean = secureCookies()): PolicyCookie {
  return { name, value: '', ...clearedCookieOptions('bookingAccess', secure) };
}

const ACCESS_COOKIE_NAME = new RegExp(`^${ACCESS_COOKIE_PREFIX}DX-`);

/**
 * What a browser drops when its patient leaves (logout, 'delete my data'): the session and
 * every booking access cookie among `names` (the cookies the request came with), so the next
 * person at a shared phone sees none of the patient's bookings.
 */
export function clearedPatientCookies(
  names: string[],
  secure: boolean = secureCookies(),
): PolicyCookie[] {
  return [
    clearedSessionCookie(secure),
    ...names.filter((n) => ACCESS_COOKIE_NAME.test(n)).map((n) => clearedAccessCookie(n, secure)),
  ];
}
