// The header's language switch: where a patient who chose a language goes. The form posts the
// page they were on (`next`, filled in by the browser with path, query and hash); anything that
// is not a path of this site sends them to the home page of the language they chose.
import { z } from 'zod';
import { localePath, LOCALES, splitLocale, type Locale } from './locales';

/** Form fields are short: a path with a campaign's query string fits well inside this. */
export const MAX_NEXT_LENGTH = 2048;

export const languageForm = z.object({
  to: z.enum(LOCALES as [Locale, ...Locale[]]),
  /** Not refused when foreign or malformed: such a page is the language's home page. */
  next: z.string().optional(),
});
export type LanguageForm = z.infer<typeof languageForm>;

const BASE = 'http://site.invalid';
/** Paths no patient page lives under: the API and the staff side. */
const NOT_A_PAGE = /^\/(api|ops|partner)(\/|$)/;

/**
 * A same-site page address (path, query and hash) from untrusted text, or null. Refused:
 * another site in any spelling ("//evil.com", "https://…", "\\evil", "/\\evil"), control
 * characters, and addresses that are not patient pages.
 */
export function sameSitePage(raw: string | null | undefined): URL | null {
  if (!raw || raw.length > MAX_NEXT_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) {
    return null;
  }
  // Browsers read a backslash as a slash ("/\evil.com" is "//evil.com") and drop tabs and
  // newlines from addresses: neither belongs in a path this site writes.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_A_PAGE.test(url.pathname)) return null;
  return url;
}

/** The address of the page `next` names, in the language `to`; its home page for no page. */
export function languageDestination(to: Locale, next: string | null | undefined): string {
  const page = sameSitePage(next);
  if (!page) return localePath(to, '/');
  const { path } = splitLocale(page.pathname);
  return `${localePath(to, path)}${page.search}${page.hash}`;
}
