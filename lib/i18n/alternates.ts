// What every page tells search engines about its other languages: the canonical address in
// its own language and reciprocal hreflang alternates (en-IN, hi-IN, te-IN, x-default: the
// English page, which needs no prefix).
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LANGUAGES, languageOf, localePath, type Locale } from './locales';

/** Next's `alternates` for a page whose English address is `path` ("/hyderabad/"). */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const language of LANGUAGES) languages[language.tag] = localePath(language.code, path);
  languages['x-default'] = localePath(DEFAULT_LOCALE, path);
  return { canonical: localePath(locale, path), languages };
}

/** Open Graph's locale and its alternates. */
export function openGraphLocale(locale: Locale): { locale: string; alternateLocale: string[] } {
  return {
    locale: languageOf(locale).ogLocale,
    alternateLocale: LANGUAGES.filter((l) => l.code !== locale).map((l) => l.ogLocale),
  };
}
