// The words of search-engine data and link-preview cards in each language (messages/<code>/
// shareCard.json, structuredData.json): the translators every message outside a page uses.
import { translatorFor, type Translate } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/locales';

export type ShareTranslate = Translate;

export function seoWords(locale: Locale, namespace: 'shareCard' | 'structuredData'): Translate {
  return translatorFor(locale, namespace);
}

export const shareWords = (locale: Locale) => seoWords(locale, 'shareCard');
