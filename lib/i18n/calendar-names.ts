// A page's calendar names, read on the server from its language's "calendar" messages.
import { getTranslations } from 'next-intl/server';
import type { Locale } from './locales';
import { calendarNames, type CalendarNames } from './calendar';

export async function calendarOf(locale: Locale): Promise<CalendarNames> {
  const t = await getTranslations({ locale, namespace: 'calendar' });
  return calendarNames(t.raw('months'), t.raw('weekdays'));
}
