// The languages the storefront speaks, read from languages.json: adding one is adding its line
// there and its folders beside it (messages/<code>/, content/<code>/), not code.
import languages from './languages.json';

export type Script = 'Latn' | 'Deva' | 'Telu';

export interface Language {
  /** The address prefix and next-intl's locale: "hi". */
  code: string;
  /** BCP 47 tag for <html lang>, hreflang and Intl: "hi-IN". */
  tag: string;
  /** Open Graph's form: "hi_IN". */
  ogLocale: string;
  /** The language's own name, in its own script: "हिन्दी". */
  name: string;
  /** ISO 15924 script of its text, for fonts and the mostly-Latin check. */
  script: Script;
}

export const LANGUAGES: readonly Language[] = languages as Language[];
export type Locale = string;
export const LOCALES: readonly Locale[] = LANGUAGES.map((l) => l.code);
/** English, at today's addresses without a prefix. */
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that keeps a patient's chosen language (see lib/cookies/policy). */
export const LANGUAGE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.includes(value);
}

export function languageOf(locale: Locale): Language {
  return LANGUAGES.find((l) => l.code === locale) ?? LANGUAGES[0]!;
}

/** The address of `path` (a site path starting with "/") in `locale`: "/hi/hyderabad/". */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The language of a site path and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3})(\/.*|$)/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
