import '@/lib/server-api/server-only';
// A deal in the page's language: its title and summary are marketing's copy, kept with the
// page copy (messages deals.offer.<code>); its groups are catalogue tests, named as the
// catalogue names them in that language (content.ts). English is the deal as written.
import { getTranslations } from 'next-intl/server';
import { productName } from '@/lib/i18n/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Deal } from './deals';
import type { DealInCity } from './city';

export async function localDeal(locale: Locale, deal: Deal): Promise<Deal> {
  if (locale === DEFAULT_LOCALE) return deal;
  const t = await getTranslations({ locale, namespace: 'deals' });
  const key = (part: 'title' | 'summary') => `offer.${deal.code}.${part}` as const;
  return {
    ...deal,
    title: t.has(key('title')) ? t(key('title')) : deal.title,
    summary: t.has(key('summary')) ? t(key('summary')) : deal.summary,
    groups: deal.groups.map((g) => ({
      ...g,
      title: productName(locale, g.productSlug, g.title),
    })),
  };
}

/** The deal's tests in a city, with their catalogue names in the language. */
export function localDealInCity(locale: Locale, inCity: DealInCity): DealInCity {
  if (locale === DEFAULT_LOCALE) return inCity;
  return {
    ...inCity,
    tests: inCity.tests.map((t) => ({ ...t, name: productName(locale, t.productSlug, t.name) })),
  };
}
