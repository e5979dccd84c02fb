// The cluster test's browser cookie jar: what it sends after what the servers set.
import { CookieJar, type Answer } from './http';

const answer = (...setCookies: string[]): Answer => {
  const headers = new Headers();
  for (const c of setCookies) headers.append('set-cookie', c);
  return { status: 200, headers, text: '', json: null };
};

describe('CookieJar', () => {
  it('sends the cookies it started with and the ones answers set', () => {
    const jar = new CookieJar('__Host-session=abc');
    jar.take(answer('rw_pin=123; Path=/; Max-Age=5; HttpOnly', 'bk_DX-ABC234=t; Path=/'));
    expect(jar.header()).toBe('__Host-session=abc; rw_pin=123; bk_DX-ABC234=t');
  });

  it('drops a cookie an answer clears, by an empty value or Max-Age=0', () => {
    const jar = new CookieJar('__Host-session=abc', 'rw_pin=1');
    jar.take(answer('__Host-session=; Path=/; Max-Age=0', 'rw_pin=2; Max-Age=0'));
    expect(jar.header()).toBe('');
  });

  it('stops sending a cookie when its Max-Age has run out', () => {
    const jar = new CookieJar();
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    jar.take(answer('rw_pin=1; Max-Age=5'));
    spy.mockReturnValue(now + 6_000);
    expect(jar.header()).toBe('');
    spy.mockRestore();
  });
});
