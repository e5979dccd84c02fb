'use client';

import { createTranslator, useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import account from '@/lib/i18n/messages/en/account.json';

export type AccountKey = keyof typeof account;
export type AccountText = (key: AccountKey, values?: Record<string, string | number>) => string;

const english = createTranslator({ locale: DEFAULT_LOCALE, messages: { account } });

/** The page's translator and language: only under next-intl's provider. */
function useProvided(): { t: AccountText; locale: Locale } {
  const t = useTranslations('account');
  const locale = useLocale();
  return { t: (key, values) => t(key, values), locale };
}

/**
 * The code and logout texts in the page's language (the "account" client namespace). The code
 * input also sits in other features' forms and their tests, some rendered without next-intl's
 * provider: there it speaks English, the same words as the English messages file.
 */
export function useAccountText(): { t: AccountText; locale: Locale } {
  try {
    return useProvided();
  } catch {
    return { t: (key, values) => english(`account.${key}`, values), locale: DEFAULT_LOCALE };
  }
}
