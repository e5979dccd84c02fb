import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CampaignBeacon } from '@/components/campaigns/client';
import { ConversionLinks } from '@/components/chat';
import { LegalNav } from '@/components/privacy';
import { PageLanguageJsonLd } from '@/components/seo';
import { SiteDocument } from '@/components/ui/document';
import { QueryCarrier } from '@/components/ui/query-carrier';
import { ScriptFonts } from '@/components/ui/script-fonts';
import { SiteHeader } from '@/components/ui/site-header';
import { SITE_NAME } from '@/lib/env/site';
import { languageOf, type Locale } from '@/lib/i18n/locales';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pickMessages } from '@/lib/i18n/messages';

/**
 * A patient page's document in its language: header, conversion links, footer, and the
 * messages its client components read. The [locale] layout and the not-found page for an
 * address that names no route (English) both render it.
 */
export async function PatientFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'site' });
  return (
    <SiteDocument lang={languageOf(locale).tag}>
      <ScriptFonts script={languageOf(locale).script} />
      <NextIntlClientProvider locale={locale} messages={pickMessages(locale, CLIENT_NAMESPACES)}>
        <SiteHeader />
        <ConversionLinks />
        <main id="main">
          <PageLanguageJsonLd tag={languageOf(locale).tag} />
          {children}
        </main>
        <QueryCarrier />
        <CampaignBeacon />
        <footer className="site-footer">
          <LegalNav />
          <p>{t('footer', { site: SITE_NAME })}</p>
        </footer>
      </NextIntlClientProvider>
    </SiteDocument>
  );
}
