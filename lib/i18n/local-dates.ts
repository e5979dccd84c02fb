// Dates as a patient of each language reads them, in India's time; English keeps
// lib/locale/india's forms. Plain functions: server and client components both use them.
import {
  dayLabel,
  indiaDate,
  indiaDateLabel,
  indiaDateTimeLabel,
  indiaTime,
} from '@/lib/locale/india';
import { INDIA_TIME_ZONE } from './formats';
import { DEFAULT_LOCALE, languageOf, type Locale } from './locales';

/** An India date as "24 Nov 2026" in the language (English: lib/locale/india's form). */
export function localDateLabel(locale: Locale, at: Date): string {
  if (locale === DEFAULT_LOCALE) return indiaDateLabel(at);
  return new Intl.DateTimeFormat(languageOf(locale).tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }).format(at);
}

/** An India date "2026-11-24" as "Tue, 24 Nov" in the language. */
export function localDayLabel(locale: Locale, date: string): string {
  if (locale === DEFAULT_LOCALE) return dayLabel(date);
  return new Intl.DateTimeFormat(languageOf(locale).tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant as India's date and time, "21 నవం 2026, 15:30" (the clock is 24-hour in every language). */
export function localDateTimeLabel(locale: Locale, at: Date): string {
  if (locale === DEFAULT_LOCALE) return indiaDateTimeLabel(at);
  return `${localDateLabel(locale, at)}, ${indiaTime(at)}`;
}

/** A promised time as "Sat, 28 Nov, 6 PM" (with minutes when not on the hour) in the language. */
export function localDueLabel(locale: Locale, at: Date): string {
  const onTheHour = indiaTime(at).endsWith(':00');
  const clock = new Intl.DateTimeFormat(
    locale === DEFAULT_LOCALE ? 'en-US' : `${languageOf(locale).tag}-u-nu-latn`,
    {
      hour: 'numeric',
      ...(onTheHour ? {} : { minute: '2-digit' as const }),
      hour12: true,
      timeZone: INDIA_TIME_ZONE,
    },
  );
  return `${localDayLabel(locale, indiaDate(at))}, ${clock.format(at)}`;
}
