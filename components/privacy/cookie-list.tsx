import {
  ACCESS_COOKIE_PREFIX,
  CITY_COOKIE,
  COOKIE_POLICY,
  COOKIES,
  CAMPAIGN_COOKIE,
  KNOWN_BROWSER_COOKIE,
  READ_YOUR_WRITES_COOKIE,
  REPORT_OPEN_COOKIE_PREFIX,
  sessionCookieName,
} from '@/lib/cookies/policy';
import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import legal from '@/lib/i18n/messages/en/legal.json';

const MINUTE = 60;
const DAY = 86_400;

/** A "legal" namespace translator: the page's, or English's by default. */
type LegalText = (key: string, values?: Record<string, string | number>) => string;

const englishTranslator = createTranslator({ locale: DEFAULT_LOCALE, messages: { legal } });
const english: LegalText = (key, values) =>
  englishTranslator(`legal.${key}` as Parameters<typeof englishTranslator>[0], values);

/** "30 minutes", "180 days", "1 year" for a cookie's lifetime in seconds. */
export function cookieLifetime(seconds: number, t: LegalText = english): string {
  if (seconds % (365 * DAY) === 0) return t('lifetime.year', { n: seconds / (365 * DAY) });
  if (seconds % DAY === 0) return t('lifetime.day', { n: seconds / DAY });
  if (seconds % MINUTE === 0) return t('lifetime.minute', { n: seconds / MINUTE });
  return t('lifetime.second', { n: seconds });
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
export function cookieLines(t: LegalText = english): CookieLine[] {
  const { SESSION_ABSOLUTE_DAYS, READ_YOUR_WRITES_SECONDS } = env();
  const kept = (kind: keyof typeof COOKIE_POLICY) => cookieLifetime(COOKIE_POLICY[kind].maxAge!, t);
  const lines: (CookieLine | null)[] = [
    {
      name: sessionCookieName(),
      what: t('cookies.session'),
      kept: t('untilLoginEnds', { most: cookieLifetime(SESSION_ABSOLUTE_DAYS * DAY, t) }),
    },
    {
      name: `${ACCESS_COOKIE_PREFIX}<${t('bookingReference')}>`,
      what: t('cookies.bookingAccess'),
      kept: kept('bookingAccess'),
    },
    {
      name: `${REPORT_OPEN_COOKIE_PREFIX}<${t('reportLink')}>`,
      what: t('cookies.reportOpen'),
      kept: kept('reportOpen'),
    },
    {
      name: KNOWN_BROWSER_COOKIE,
      what: t('cookies.knownBrowser'),
      kept: kept(KNOWN_BROWSER_COOKIE),
    },
    {
      name: CAMPAIGN_COOKIE,
      what: t('cookies.campaign'),
      kept: kept(CAMPAIGN_COOKIE),
    },
    // Not set at all when the setting is 0 (lib/server-api/read-your-writes).
    READ_YOUR_WRITES_SECONDS > 0
      ? {
          name: READ_YOUR_WRITES_COOKIE,
          what: t('cookies.readYourWrites'),
          kept: cookieLifetime(READ_YOUR_WRITES_SECONDS, t),
        }
      : null,
    {
      name: COOKIES.phoneNumber,
      what: t('cookies.phoneNumber'),
      kept: kept(COOKIES.phoneNumber),
    },
    {
      name: COOKIES.customerAreaId,
      what: t('cookies.area'),
      kept: kept(COOKIES.customerAreaId),
    },
    {
      name: COOKIES.popUpShown,
      what: t('cookies.popUp'),
      kept: kept(COOKIES.popUpShown),
    },
    {
      name: CITY_COOKIE,
      what: t('cookies.city'),
      kept: kept(CITY_COOKIE),
    },
    {
      name: LANGUAGE_COOKIE,
      what: t('cookies.language'),
      kept: kept(LANGUAGE_COOKIE),
    },
  ];
  return lines.filter((line) => line !== null);
}

export async function CookieList() {
  const t = await getTranslations('legal');
  return (
    <ul>
      {cookieLines((key, values) => t(key, values)).map((c) => (
        <li key={c.name}>
          {t.rich('cookieLine', {
            name: c.name,
            what: c.what,
            kept: c.kept,
            code: (chunks) => <code>{chunks}</code>,
          })}
        </li>
      ))}
    </ul>
  );
}
