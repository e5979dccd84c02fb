import { appendStaffCookies, cookieHeaderFrom } from './cookies';

const lines = [
  'staff.session_token=abc.sig; Max-Age=1800; Path=/; HttpOnly; SameSite=Strict',
  'staff.two_factor=; Max-Age=0; Path=/',
  '__Secure-staff.session_token=; Max-Age=0; Path=/; Secure',
  'staff.session_token=xyz.sig; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly',
];

it('passes the session cookie on without a lifetime, and deleting cookies as they are', () => {
  const response = new Response(null);
  appendStaffCookies(response, lines);
  expect(response.headers.getSetCookie()).toEqual([
    'staff.session_token=abc.sig; Path=/; HttpOnly; SameSite=Strict',
    'staff.two_factor=; Max-Age=0; Path=/',
    '__Secure-staff.session_token=; Max-Age=0; Path=/; Secure',
    'staff.session_token=xyz.sig; Path=/; HttpOnly',
  ]);
});

it('reads the cookies a response set as a request would send them', () => {
  expect(cookieHeaderFrom(lines)).toBe('staff.session_token=abc.sig; staff.session_token=xyz.sig');
});
