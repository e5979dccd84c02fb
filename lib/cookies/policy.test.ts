import { NextResponse } from 'next/server';
import { asProduction, parseSetCookie, policyPart } from '@/lib/testing/cookies';
import {
  accessCookie,
  clearedAccessCookie,
  clearedCookieOptions,
  clearedSessionCookie,
  COOKIE_POLICY,
  cookieOptions,
  type CookieKind,
  secureCookies,
  sessionCookie,
  sessionCookieName,
} from './policy';

const KINDS = Object.keys(COOKIE_POLICY) as CookieKind[];
const options = (kind: CookieKind, secure?: boolean) =>
  cookieOptions(kind, {
    secure,
    maxAge: COOKIE_POLICY[kind].maxAge === null ? 3600 : undefined,
  });

it('declares every cookie the site sets, as it was set before the policy', () => {
  expect(COOKIE_POLICY).toEqual({
    session: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: null },
    bookingAccess: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 30 * 86_400 },
    reportOpen: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 30 * 60 },
    known_browser: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 180 * 86_400 },
    rw_pin: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: null },
    campaign: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 30 * 86_400 },
    phone_number: { path: '/', httpOnly: false, sameSite: 'lax', maxAge: 1800 },
    customer_area_id: { path: '/', httpOnly: false, sameSite: 'lax', maxAge: 1800 },
    pop_up_shown: { path: '/', httpOnly: false, sameSite: 'lax', maxAge: 1800 },
    shown_fancy_callus: { path: '/', httpOnly: false, sameSite: 'lax', maxAge: 1800 },
    customer_city: { path: '/', httpOnly: false, sameSite: 'lax', maxAge: 365 * 86_400 },
    lang: { path: '/', httpOnly: false, sameSite: 'lax', maxAge: 365 * 86_400 },
  });
});

it('gives every cookie Secure exactly when the one setting (a production build) says so', async () => {
  expect(process.env.NODE_ENV).toBe('test');
  expect(secureCookies()).toBe(false);
  for (const kind of KINDS) expect(options(kind).secure).toBe(false);
  for (const kind of KINDS) expect(clearedCookieOptions(kind).secure).toBe(false);
  await asProduction(async () => {
    expect(secureCookies()).toBe(true);
    for (const kind of KINDS) expect(options(kind).secure).toBe(true);
    for (const kind of KINDS) expect(clearedCookieOptions(kind).secure).toBe(true);
  });
  // An explicit value wins, either way.
  for (const kind of KINDS) {
    expect(options(kind, true).secure).toBe(true);
    expect(options(kind, false).secure).toBe(false);
  }
});

it('names the session cookie __Host- exactly when it is Secure', async () => {
  expect(sessionCookieName()).toBe('session');
  expect(sessionCookie('tok', 60)).toMatchObject({ name: 'session', secure: false });
  await asProduction(async () => {
    expect(sessionCookieName()).toBe('__Host-session');
    expect(sessionCookie('tok', 60)).toMatchObject({ name: '__Host-session', secure: true });
    expect(clearedSessionCookie()).toMatchObject({ name: '__Host-session', secure: true });
  });
  for (const secure of [false, true]) {
    const cookie = sessionCookie('tok', 60, secure);
    expect(cookie.name.startsWith('__Host-')).toBe(secure);
    expect(cookie.secure).toBe(secure);
    // What __Host- also needs: Path=/ and no Domain.
    expect(cookie).toMatchObject({ path: '/' });
    expect(cookie).not.toHaveProperty('domain');
  }
});

it('keeps the session until its absolute expiry (whole seconds, never negative)', () => {
  expect(sessionCookie('tok', 2_592_000.9, false).maxAge).toBe(2_592_000);
  expect(sessionCookie('tok', -5, false).maxAge).toBe(0);
  expect(() => cookieOptions('session')).toThrow(/own maxAge/);
});

it('clears a cookie with the attributes it was set with, emptied and expired', () => {
  for (const secure of [false, true]) {
    expect(clearedSessionCookie(secure)).toEqual({
      ...sessionCookie('tok', 3600, secure),
      value: '',
      maxAge: 0,
    });
    expect(clearedAccessCookie('bk_DX-ABC234', secure)).toEqual({
      ...accessCookie('DX-ABC234', 'tok', secure),
      value: '',
      maxAge: 0,
    });
  }
});

it('comes out of NextResponse.cookies as the Set-Cookie headers the browser is given', () => {
  const response = NextResponse.json({});
  response.cookies.set(sessionCookie('tok', 2_592_000, true));
  response.cookies.set(accessCookie('DX-ABC234', 'tok', false));
  response.cookies.set(clearedAccessCookie('bk_DX-ZZZ234', true));
  const [session, access, cleared] = response.headers.getSetCookie();
  expect(session).toMatch(
    /^__Host-session=tok; Path=\/; Expires=[^;]+ GMT; Max-Age=2592000; Secure; HttpOnly; SameSite=lax$/,
  );
  expect(access).toMatch(
    /^bk_DX-ABC234=tok; Path=\/; Expires=[^;]+ GMT; Max-Age=2592000; HttpOnly; SameSite=lax$/,
  );
  expect(cleared).toBe('bk_DX-ZZZ234=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=lax');
  expect(policyPart(parseSetCookie(session!))).toEqual(
    policyPart(sessionCookie('tok', 2_592_000, true)),
  );
});
