import {
  bookingsForMessages,
  tellMessagesAboutBookings,
  type BookingsForMessages,
} from './bookings';

const holder = globalThis as { __messagesBookings?: BookingsForMessages };

it('refuses loudly when no process told it about bookings', () => {
  const told = holder.__messagesBookings;
  delete holder.__messagesBookings;
  try {
    expect(() => bookingsForMessages()).toThrow(/connectBookings/);
  } finally {
    if (told) tellMessagesAboutBookings(told);
  }
});

it('is told about bookings in every test, as at every start-up', () => {
  expect(bookingsForMessages().pagePath('ABC123')).toBe('/booking/ABC123/');
  expect(bookingsForMessages().active).toContain('booked');
});
