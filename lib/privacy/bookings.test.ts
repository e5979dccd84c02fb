import { bookingsForPrivacy, tellPrivacyAboutBookings, type BookingsForPrivacy } from './bookings';

const holder = globalThis as { __privacyBookings?: BookingsForPrivacy };

it('refuses loudly when no process told it about bookings', () => {
  const told = holder.__privacyBookings;
  delete holder.__privacyBookings;
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
