// Components that read messages render under next-intl's provider in tests, with the real
// message files of the language under test.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';
import { INDIA_TIME_ZONE } from '@/lib/i18n/formats';

export function IntlWrapper({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messagesOf(locale)}
      timeZone={INDIA_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** Testing Library's render, inside the language's messages (English unless told). */
export function renderIntl(
  ui: ReactElement,
  { locale = DEFAULT_LOCALE, ...options }: RenderOptions & { locale?: Locale } = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
  });
}
