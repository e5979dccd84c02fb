import { bookingsForPrivacy, tellPrivacyAboutBookings, type BookingsForPrivacy } from './bookings';

// Where the port keeps what it was told (lib/server-process/port.ts).
const KEY = Symbol.for('diagnobook.port.privacy.bookings');
const holder = globalThis as unknown as Record<symbol, BookingsForPrivacy | undefined>;

it('refuses loudly when no process told it about bookings', () => {
  const told = holder[KEY];
  delete holder[KEY];
  try {
    expect(() => bookingsForPrivacy()).toThrow(/connectBookings/);
  } finally {
    if (told) tellPrivacyAboutBookings(told);
  }
});

it('is told about bookings in every test, as at every start-up', () => {
  expect(bookingsForPrivacy().active).toContain('confirmed');
  expect(bookingsForPrivacy().statusLabel('confirmed')).toBe('Accepted by the centre');
});
