// The language of the page a browser call is made from: <html lang> is the language's BCP 47
// tag (app/patient-frame.tsx), which the API calls send as its code, so the SMS and the
// calendar file a call leads to speak the page's language.
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from './locales';

export function pageLanguage(
  doc: Pick<Document, 'documentElement'> | undefined = globalThis.document,
): Locale {
  const tag = doc?.documentElement.lang.toLowerCase();
  return LANGUAGES.find((l) => l.tag.toLowerCase() === tag)?.code ?? DEFAULT_LOCALE;
}
