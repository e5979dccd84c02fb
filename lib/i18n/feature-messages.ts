'use client';

// A client feature reads its messages in the page's language where the page hands them over
// (a NextIntlClientProvider holding the feature's namespace), and its English ones anywhere
// else: the staff side (English, no provider), a page that has not passed the namespace, and a
// plain render in a test. The English file is the fallback the server would use too.
import { useMemo, type ReactNode } from 'react';
import { createTranslator, useLocale, useMessages } from 'next-intl';
import { DEFAULT_LOCALE } from './locales';
import { INDIA_TIME_ZONE } from './formats';

type Messages = { [key: string]: string | Messages };
type Value = string | number | Date;

/** A feature's translator: plain text, and rich text with tags mapped to elements. */
export interface FeatureTranslator {
  (key: string, values?: Record<string, Value>): string;
  rich(key: string, values: Record<string, Value | ((chunks: ReactNode) => ReactNode)>): ReactNode;
  /** The language the messages are in. */
  locale: string;
}

/** A next-intl hook's answer, or null outside a provider (where it throws). */
function useOptional<T>(hook: () => T): T | null {
  try {
    return hook();
  } catch {
    return null;
  }
}

function useProvided(): { locale: string; messages: Messages } | null {
  // Both hooks only read a context, and each runs on every render whatever the other did.
  const locale = useOptional(useLocale);
  const messages = useOptional(useMessages) as Messages | null;
  return locale && messages ? { locale, messages } : null;
}

/** The page's language where a provider gives it; English outside one (staff, tests). */
export function usePageLocale(): string {
  return useOptional(useLocale) ?? DEFAULT_LOCALE;
}

export function useFeatureMessages(namespace: string, english: Messages): FeatureTranslator {
  const provided = useProvided();
  const own = provided?.messages[namespace];
  const locale = own ? provided!.locale : DEFAULT_LOCALE;
  const messages = own ?? english;
  return useMemo(() => {
    const translator = createTranslator({
      locale,
      messages: { [namespace]: messages },
      namespace,
      timeZone: INDIA_TIME_ZONE,
      // A key another language lacks shows its English text, never the raw key.
      getMessageFallback: ({ key }) => englishText(english, key) ?? key,
      onError: () => undefined,
    });
    return Object.assign(translator, { locale }) as unknown as FeatureTranslator;
  }, [locale, messages, namespace, english]);
}

function englishText(english: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = english;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
