// An add-to-calendar file (RFC 5545) for a booking, written by ical-generator: it escapes text
// values and folds every content line at 75 octets without splitting a character (an address in
// Devanagari is three octets a letter), which calendar apps need and a hand-written file missed.
// Its words are the booking's language (the `calendarFile` messages), as its SMS are.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { productName } from '@/lib/i18n/content';
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';
import { bookedFor, type BookingDetails } from './view';
import { CANCELLED, type BookingStatus } from './lifecycle';
import type { Preparation } from './preparation';

/** The preparation as lines after the description: a heading, then one instruction a line. */
function preparationText(language: Locale, preparation: Preparation): string {
  if (preparation.length === 0) return '';
  const safety = translatorFor(language, 'safety');
  const lines = preparation.map(({ id }) => `- ${safety(`instructions.${id}`)}`);
  return `\n\n${safety('instructions.title')}:\n${lines.join('\n')}`;
}

export function bookingIcs(
  { row, product, centre, member }: BookingDetails,
  durationMinutes: number,
  siteUrl: string,
  now: Date = new Date(),
  /** This patient's preparation (lib/booking/preparation.ts), in the booking's language. */
  preparation: Preparation = [],
): string {
  const language = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
  const t = translatorFor(language, 'calendarFile');
  const calendar = ical({
    prodId: { company: 'DiagnoBook', product: 'Booking', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  const where = `${centre.name}, ${centre.address}, ${centre.areaName}`;
  const page = new URL(localePath(language, `/booking/${row.reference}/`), siteUrl).toString();
  const test = productName(language, product.urlSlug, product.name);
  const patient = bookedFor(row, member);
  // A family member's booking says whose test it is: the holder's calendar may hold several.
  const forWhom = patient
    ? `${t('forMember', {
        name: patient.name,
        relation: translatorFor(language, 'booking')(`who.relations.${patient.relation}`),
        age: String(patient.age ?? ''),
      })} `
    : '';
  calendar.createEvent({
    id: `${row.reference}@diagnobook`,
    stamp: now,
    start: row.slotStart,
    end: new Date(row.slotStart.getTime() + durationMinutes * 60_000),
    summary: t('summary', { test, organisation: centre.organisationName }),
    location: row.service === 'home-service' ? t('homeCollection') : where,
    description: `${forWhom}${t('description', {
      reference: row.reference,
      total: String(row.total),
      link: page,
    })}${preparationText(language, preparation)}`,
    url: page,
    status: CANCELLED.includes(row.status as BookingStatus)
      ? ICalEventStatus.CANCELLED
      : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the library stops before it.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
