// next-intl's request configuration (next.config.js names this file): the language comes from
// the page's [locale] segment (setRequestLocale), never from a header, so pages stay cacheable.
import { getRequestConfig } from 'next-intl/server';
import { logger } from '@/lib/log';
import { DEFAULT_LOCALE, isLocale } from './locales';
import { englishMessage, messagesOf } from './messages';
import { INDIA_TIME_ZONE } from './formats';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: messagesOf(locale),
    timeZone: INDIA_TIME_ZONE,
    // A key missing in one language is caught by its test (messages.test.ts); should one slip
    // through, the page shows the English text, never the raw key.
    onError(error) {
      logger.error({ code: error.code, locale }, error.message);
    },
    getMessageFallback({ namespace, key }) {
      const full = namespace ? `${namespace}.${key}` : key;
      return englishMessage(full) ?? '';
    },
  };
});
