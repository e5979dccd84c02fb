/** @jest-environment jsdom */
import * as nookies from 'nookies';
import { asProduction } from '@/lib/testing/cookies';
import { COOKIES, readCookie, setCookie } from './browser';
import { CITY_COOKIE, cookieOptions } from './policy';

jest.mock('nookies', () => {
  const actual = jest.requireActual('nookies');
  return {
    ...actual,
    setCookie: jest.fn(actual.setCookie),
    parseCookies: jest.fn(actual.parseCookies),
  };
});

const written = jest.spyOn(document, 'cookie', 'set');

beforeEach(() => {
  for (const name of [...Object.values(COOKIES), CITY_COOKIE]) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  jest.clearAllMocks();
});

it('writes through nookies with the policy of each cookie', () => {
  setCookie(COOKIES.phoneNumber, '9876543210');
  setCookie(CITY_COOKIE, 'new-delhi');
  expect(nookies.setCookie).toHaveBeenNthCalledWith(
    1,
    null,
    'phone_number',
    '9876543210',
    cookieOptions('phone_number'),
  );
  expect(nookies.setCookie).toHaveBeenNthCalledWith(
    2,
    null,
    'customer_city',
    'new-delhi',
    cookieOptions('customer_city'),
  );
  expect(written.mock.calls).toEqual([
    ['phone_number=9876543210; Max-Age=1800; Path=/; SameSite=Lax'],
    ['customer_city=new-delhi; Max-Age=31536000; Path=/; SameSite=Lax'],
  ]);
  expect(document.cookie).toContain('phone_number=9876543210');
});

it('keeps a cookie the minutes asked for', () => {
  setCookie(COOKIES.popUpShown, '1', 5);
  expect(written).toHaveBeenCalledWith('pop_up_shown=1; Max-Age=300; Path=/; SameSite=Lax');
});

it('adds Secure in a production build, and only there', async () => {
  await asProduction(async () => setCookie(COOKIES.customerAreaId, '42'));
  expect(written).toHaveBeenLastCalledWith(
    'customer_area_id=42; Max-Age=1800; Path=/; Secure; SameSite=Lax',
  );
});

it('reads through nookies, decoding the value; null when the cookie is not there', () => {
  setCookie(COOKIES.shownFancyCallus, 'a b;c');
  expect(written).toHaveBeenLastCalledWith(
    'shown_fancy_callus=a%20b%3Bc; Max-Age=1800; Path=/; SameSite=Lax',
  );
  expect(readCookie(COOKIES.shownFancyCallus)).toBe('a b;c');
  expect(readCookie(COOKIES.popUpShown)).toBeNull();
  expect(nookies.parseCookies).toHaveBeenCalled();
});
