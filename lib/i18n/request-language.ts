// The language a patient's request speaks: what its body says (the page's language, sent by
// the browser calls), else the language cookie the patient chose, else English. The messages
// a request leads to (its SMS, the booking's reminders, the calendar file) speak it.
import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from './locales';

/** A request's optional `language`: a code of languages.json, anything else a 400. */
export const languageField = z
  .enum(LOCALES as [Locale, ...Locale[]], { error: `must be one of ${LOCALES.join(', ')}` })
  .optional();

interface WithCookies {
  readonly cookies: { get(name: string): { value: string } | undefined };
}

/** The language of a request whose body gave `stated` (or none). */
export function requestLanguage(stated: Locale | undefined, request: WithCookies): Locale {
  if (stated !== undefined) return stated;
  const cookie = request.cookies.get(LANGUAGE_COOKIE)?.value;
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
