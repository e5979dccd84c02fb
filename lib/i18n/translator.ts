// Server code (its messages are read from disk). A namespace's messages in a language outside a
// page: the SMS and WhatsApp texts, the calendar file, the link-preview card and search-engine
// data. A key missing in the language reads as its English text, never a raw key.
// use-intl's core (next-intl's own engine, installed with it): the 'next-intl' entry pulls in
// React's client context, which the worker's react-server build does not have.
import { createTranslator } from 'use-intl/core';
import { logger } from '@/lib/log';
import { englishMessage, messagesOf } from './messages';
import { INDIA_TIME_ZONE } from './formats';
import type { Locale } from './locales';

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

const made = new Map<string, Translate>();

export function translatorFor(locale: Locale, namespace: string): Translate {
  const id = `${locale}:${namespace}`;
  let translate = made.get(id);
  if (!translate) {
    const t = createTranslator({
      locale,
      messages: messagesOf(locale),
      namespace,
      timeZone: INDIA_TIME_ZONE,
      onError(error) {
        logger.error({ code: error.code, locale }, error.message);
      },
      getMessageFallback: ({ key }) => englishMessage(`${namespace}.${key}`) ?? '',
    }) as unknown as (key: string, values?: Values) => string;
    translate = (key, values) => t(key, values);
    made.set(id, translate);
  }
  return translate;
}
