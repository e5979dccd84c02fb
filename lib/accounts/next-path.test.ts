import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { loginPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/my-bookings/'],
    ['/hyderabad/mri-brain/ay5jt4/?utm_source=sms#/book-appointment/walkin/'],
    ['/'],
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
