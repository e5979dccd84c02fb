// An add-to-calendar file (RFC 5545) for a booking, written by ical-generator: it escapes text
// values and folds every content line at 75 octets without splitting a character (an address in
// Devanagari is three octets a letter), which calendar apps need and a hand-written file missed.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingDetails } from './view';
import { CANCELLED, type BookingStatus } from './lifecycle';

export function bookingIcs(
  { row, product, centre }: BookingDetails,
  durationMinutes: number,
  siteUrl: string,
  now: Date = new Date(),
): string {
  const calendar = ical({
    prodId: { company: 'DiagnoBook', product: 'Booking', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const where = `${centre.name}, ${centre.address}, ${centre.areaName}`;
  const page = new URL(`/booking/${row.reference}/`, siteUrl).toString();
  calendar.createEvent({
    id: `${row.reference}@diagnobook`,
    stamp: now,
    start: row.slotStart,
    end: new Date(row.slotStart.getTime() + durationMinutes * 60_000),
    summary: `${product.name} at ${centre.organisationName}`,
    location: row.service === 'home-service' ? 'Home collection' : where,
    description: `Booking ${row.reference}. Pay at the centre: ₹${row.total}. ${page}`,
    url: page,
    status: CANCELLED.includes(row.status as BookingStatus)
      ? ICalEventStatus.CANCELLED
      : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the library stops before it.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
