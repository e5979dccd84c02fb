import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { loginPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/my-bookings/'],
    ['/hyderabad/mri-brain/ay5jt4/?utm_source=sms#/book-appointment/walkin/'],
    ['/'],
    ['/search/?query=mri%20brain&city_id=1'],
    ['/search/?query=%E0%A4%8F%E0%A4%AE%E0%A4%86%E0%A4%B0%E0%A4%86%E0%A4%88'],
  ])('keeps a path of this site: %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash trick', '/\\evil.example/'],
    ['a backslash later', '/x/\\\\evil.example'],
    ['a control character', '/x\n/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'my-bookings/'],
    // Non-ASCII: "/%E3%80%82/evil.com" as the page reads it, then U+3000 and U+2028.
    ['an ideographic full stop', '/\u3002/evil.com'],
    ['an ideographic space', '/\u3000/evil.com'],
    ['a line separator', '/\u2028/evil.com'],
    ['a bidi override', '/\u202e/x'],
    ['a lone surrogate', '/\ud800/x'],
    ['a space', '/my bookings/'],
    ['a leading space', ' /my-bookings/'],
    ['malformed percent-encoding', '/x/%zz'],
    ['over-long UTF-8, percent-encoded', '/%C0%AF/evil.com'],
    ['an encoded NUL', '/x/%00'],
    ['an encoded line break', '/x/%0d%0aSet-Cookie:a=b'],
    ['an encoded protocol-relative address', '/%2F/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab', '/\t/evil.example'],
    ['a very long value', `/${'a'.repeat(1000)}`],
  ])('falls back to My bookings for %s', (_, value) => {
    expect(safeNextPath(value)).toBe(MY_BOOKINGS_PATH);
  });

  it('takes the first of repeated values', () => {
    expect(safeNextPath(['/a/', '//b'])).toBe('/a/');
  });

  it('builds the login address with the destination encoded', () => {
    expect(loginPath('/x/?a=1&b=2')).toBe('/login/?next=%2Fx%2F%3Fa%3D1%26b%3D2');
    expect(loginPath()).toBe('/login/?next=%2Fmy-bookings%2F');
  });
});
