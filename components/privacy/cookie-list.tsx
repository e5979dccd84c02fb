import {
  ACCESS_COOKIE_PREFIX,
  CITY_COOKIE,
  COOKIE_POLICY,
  COOKIES,
  CAMPAIGN_COOKIE,
  KNOWN_BROWSER_COOKIE,
  READ_YOUR_WRITES_COOKIE,
  sessionCookieName,
} from '@/lib/cookies/policy';
import { env } from '@/lib/env';

const MINUTE = 60;
const DAY = 86_400;

/** "30 minutes", "180 days", "1 year" for a cookie's lifetime in seconds. */
export function cookieLifetime(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds % (365 * DAY) === 0) return unit(seconds / (365 * DAY), 'year');
  if (seconds % DAY === 0) return unit(seconds / DAY, 'day');
  if (seconds % MINUTE === 0) return unit(seconds / MINUTE, 'minute');
  return unit(seconds, 'second');
}

interface CookieLine {
  name: string;
  what: string;
  kept: string;
}

/**
 * Every cookie the storefront sets, from its one policy (lib/cookies/policy.ts), with what it
 * is for and how long it stays. Staff pages set their own login cookie, not listed here.
 */
export function cookieLines(): CookieLine[] {
  const { SESSION_ABSOLUTE_DAYS, READ_YOUR_WRITES_SECONDS } = env();
  const kept = (kind: keyof typeof COOKIE_POLICY) => cookieLifetime(COOKIE_POLICY[kind].maxAge!);
  const lines: (CookieLine | null)[] = [
    {
      name: sessionCookieName(),
      what: 'keeps you logged in',
      kept: `until your login ends, at most ${cookieLifetime(SESSION_ABSOLUTE_DAYS * DAY)}`,
    },
    {
      name: `${ACCESS_COOKIE_PREFIX}<booking reference>`,
      what: 'opens a booking in the browser that made it, or that proved its mobile number',
      kept: kept('bookingAccess'),
    },
    {
      name: KNOWN_BROWSER_COOKIE,
      what: 'marks a browser that logged in with your number, so that strangers asking for codes to your number cannot lock you out',
      kept: kept(KNOWN_BROWSER_COOKIE),
    },
    {
      name: CAMPAIGN_COOKIE,
      what: 'when you came from an advertisement or a shared link: which campaign brought you first and last (its name, source and the page you landed on, nothing about you), so we can tell which campaigns help patients',
      kept: kept(CAMPAIGN_COOKIE),
    },
    // Not set at all when the setting is 0 (lib/server-api/read-your-writes).
    READ_YOUR_WRITES_SECONDS > 0
      ? {
          name: READ_YOUR_WRITES_COOKIE,
          what: 'after you book, cancel or move a booking, makes sure you see the change at once',
          kept: cookieLifetime(READ_YOUR_WRITES_SECONDS),
        }
      : null,
    {
      name: COOKIES.phoneNumber,
      what: 'the mobile number you typed to see centres or ask for a call back, so you need not type it again',
      kept: kept(COOKIES.phoneNumber),
    },
    {
      name: COOKIES.customerAreaId,
      what: 'the area you picked, so its centres are listed first',
      kept: kept(COOKIES.customerAreaId),
    },
    {
      name: COOKIES.popUpShown,
      what: 'remembers that the call-back popup was shown, so it does not open again',
      kept: kept(COOKIES.popUpShown),
    },
    {
      name: CITY_COOKIE,
      what: 'the city you picked on the home page',
      kept: kept(CITY_COOKIE),
    },
  ];
  return lines.filter((line) => line !== null);
}

export function CookieList() {
  return (
    <ul>
      {cookieLines().map((c) => (
        <li key={c.name}>
          <code>{c.name}</code>: {c.what}. Kept {c.kept}.
        </li>
      ))}
    </ul>
  );
}
