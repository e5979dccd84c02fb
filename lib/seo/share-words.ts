// The link-preview card's words in each language (messages/<code>/shareCard.json), outside
// React: the card is data made on the server, for the picture and its metadata alike.
import { createTranslator } from 'next-intl';
import { languageOf, type Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';

export type ShareTranslate = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<Locale, ShareTranslate>();

export function shareWords(locale: Locale): ShareTranslate {
  let t = translators.get(locale);
  if (!t) {
    const translate = createTranslator({
      // Intl's plural rules of the language in India ("en-IN", "hi-IN", "te-IN").
      locale: languageOf(locale).tag,
      messages: messagesOf(locale),
      namespace: 'shareCard',
    });
    t = (key, values) => (translate as unknown as ShareTranslate)(key, values);
    translators.set(locale, t);
  }
  return t;
}
