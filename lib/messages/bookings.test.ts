import {
  bookingsForMessages,
  tellMessagesAboutBookings,
  type BookingsForMessages,
} from './bookings';

// Where the port keeps what it was told (lib/server-process/port.ts).
const KEY = Symbol.for('diagnobook.port.messages.bookings');
const holder = globalThis as unknown as Record<symbol, BookingsForMessages | undefined>;

it('refuses loudly when no process told it about bookings', () => {
  const told = holder[KEY];
  delete holder[KEY];
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
