import { staffNextPath } from './next-path';

it.each([
  ['/ops/leads/', '/ops/leads/'],
  ['/ops/bookings/?number=9876543210', '/ops/bookings/?number=9876543210'],
  [undefined, '/ops/'],
  ['https://evil.example/ops/', '/ops/'],
  ['//evil.example/ops/', '/ops/'],
  ['/ops//evil.example', '/ops/'],
  ['/my-bookings/', '/ops/'],
  ['/ops/<script>', '/ops/'],
  [['/ops/audit/', '/x'], '/ops/audit/'],
  ['/ops/\u3002/evil.com', '/ops/'],
  ['/ops/%zz', '/ops/'],
  ['/ops/%C0%AF', '/ops/'],
  ['/ops/%00', '/ops/'],
  ['/ops/%5Cevil', '/ops/'],
  ['/ops/bookings/?date=2026-11-21%20', '/ops/bookings/?date=2026-11-21%20'],
])('%p goes to %p', (raw, expected) => {
  expect(staffNextPath(raw as string | string[] | undefined)).toBe(expected);
});
