import {
  ACCESS_COOKIE_PREFIX,
  COOKIE_POLICY,
  COOKIES,
  REPORT_OPEN_COOKIE_PREFIX,
  sessionCookieName,
} from '@/lib/cookies/policy';
import { cookieLifetime, cookieLines } from './cookie-list';

describe('the privacy notice’s cookie list', () => {
  it('says how long each is kept in words', () => {
    expect(cookieLifetime(30 * 60)).toBe('30 minutes');
    expect(cookieLifetime(180 * 86_400)).toBe('180 days');
    expect(cookieLifetime(365 * 86_400)).toBe('1 year');
    expect(cookieLifetime(86_400)).toBe('1 day');
    expect(cookieLifetime(10)).toBe('10 seconds');
  });

  it('lists every cookie of the policy the storefront sets', () => {
    const listed = cookieLines().map((c) => c.name);
    const byKind: Record<string, string> = {
      session: sessionCookieName(),
      bookingAccess: `${ACCESS_COOKIE_PREFIX}<booking reference>`,
      reportOpen: `${REPORT_OPEN_COOKIE_PREFIX}<report link>`,
    };
    const expected = Object.keys(COOKIE_POLICY)
      // Declared in docs/product.md, Entities, but nothing sets it.
      .filter((kind) => kind !== COOKIES.shownFancyCallus)
      .map((kind) => byKind[kind] ?? kind);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('gives each a purpose and a lifetime', () => {
    for (const line of cookieLines()) {
      expect(line.what.length).toBeGreaterThan(10);
      expect(line.kept).toMatch(/\d+ (second|minute|day|year)s?/);
    }
  });
});
