import type { BookingDetails } from './view';

// An add-to-calendar file (RFC 5545) for a booking.

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Commas, semicolons and backslashes are escaped in text values; new lines become \n. */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

export function bookingIcs(
  { row, product, centre }: BookingDetails,
  durationMinutes: number,
  siteUrl: string,
  now: Date = new Date(),
): string {
  const end = new Date(row.slotStart.getTime() + durationMinutes * 60_000);
  const where = `${centre.name}, ${centre.address}, ${centre.areaName}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DiagnoBook//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.reference}@diagnobook`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(row.slotStart)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escape(`${product.name} at ${centre.organisationName}`)}`,
    `LOCATION:${escape(row.service === 'home-service' ? 'Home collection' : where)}`,
    `DESCRIPTION:${escape(`Booking ${row.reference}. Pay at the centre: ₹${row.total}. ${new URL(`/booking/${row.reference}/`, siteUrl).toString()}`)}`,
    row.status === 'cancelled' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
