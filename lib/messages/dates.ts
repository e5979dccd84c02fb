import { indiaDateLabel } from '@/lib/locale/india';
import { INDIA_TIME_ZONE } from '@/lib/i18n/formats';
import { DEFAULT_LOCALE, languageOf, type Locale } from '@/lib/i18n/locales';
import { clock12 } from './timing';

// A message's dates and times: India's wall clock, the month named in the patient's language,
// Latin digits (the norm in Indian SMS, whatever the script of the words around them). English
// keeps its own short form ("6 Sep 2026, 10:00 AM"); Hindi and Telugu say the month in full
// and leave the year out ("6 सितंबर, 10:00 am"), which a reminder of the coming days never needs.

type Formats = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
const formats = new Map<Locale, Formats>();

function formatsOf(locale: Locale): Formats {
  let made = formats.get(locale);
  if (!made) {
    const tag = `${languageOf(locale).tag}-u-nu-latn`;
    made = {
      date: new Intl.DateTimeFormat(tag, {
        timeZone: INDIA_TIME_ZONE,
        day: 'numeric',
        month: 'long',
      }),
      time: new Intl.DateTimeFormat(tag, {
        timeZone: INDIA_TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    };
    formats.set(locale, made);
  }
  return made;
}

/** "10:00 PM", or the language's own form of it. */
export function clockIn(locale: Locale, at: Date): string {
  return locale === DEFAULT_LOCALE ? clock12(at) : formatsOf(locale).time.format(at);
}

/** "6 Sep 2026, 10:00 AM", or the language's own form of it. */
export function whenIn(locale: Locale, at: Date): string {
  if (locale === DEFAULT_LOCALE) return `${indiaDateLabel(at)}, ${clock12(at)}`;
  return `${formatsOf(locale).date.format(at)}, ${clockIn(locale, at)}`;
}
