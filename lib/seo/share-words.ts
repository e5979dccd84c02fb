// Words of search-engine data and link-preview cards in each language (messages/<code>/
// shareCard.json, structuredData.json), outside React: they are data made on the server.
import { createTranslator } from 'next-intl';
import { languageOf, type Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';

export type ShareTranslate = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<string, ShareTranslate>();

export function seoWords(
  locale: Locale,
  namespace: 'shareCard' | 'structuredData',
): ShareTranslate {
  const id = `${locale}/${namespace}`;
  let t = translators.get(id);
  if (!t) {
    const translate = createTranslator({
      // Intl's plural rules of the language in India ("en-IN", "hi-IN", "te-IN").
      locale: languageOf(locale).tag,
      messages: messagesOf(locale),
      namespace,
    });
    t = (key, values) => (translate as unknown as ShareTranslate)(key, values);
    translators.set(id, t);
  }
  return t;
}

export const shareWords = (locale: Locale) => seoWords(locale, 'shareCard');
