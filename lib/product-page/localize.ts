import '@/lib/server-api/server-only';
// The product page's catalogue words in the page's language (lib/i18n/content): the product's
// text, its category, the city, the areas and the similar tests. What has no translation yet
// stays English; partner names are the partners' own and are never translated.
import {
  areaName,
  categoryName,
  cityName,
  contentOf,
  productName,
  productText,
} from '@/lib/i18n/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { ProductPageData } from './load';

/** The page's data with its names and texts in `locale` (the same object for English). */
export function localizeProductPage(locale: Locale, data: ProductPageData): ProductPageData {
  if (locale === DEFAULT_LOCALE) return data;
  const { product, city } = data;
  const text = productText(locale, product.urlSlug);
  return {
    ...data,
    city: { ...city, name: cityName(locale, city.slug, city.name) },
    product: {
      ...product,
      name: text?.name ?? product.name,
      displayName: text ? (text.displayName ?? null) : product.displayName,
      aliases: text ? text.aliases : product.aliases,
      preparationHtml: text?.preparationHtml ?? product.preparationHtml,
      howItIsDoneHtml: text?.howItIsDoneHtml ?? product.howItIsDoneHtml,
      faqs: text
        ? text.faqs.map((f) => ({ question: f.question, answer: f.answerHtml }))
        : product.faqs,
      category: {
        ...product.category,
        name: categoryName(locale, product.category.code, product.category.name),
      },
    },
    areaPrices: data.areaPrices.map((a) => ({
      ...a,
      areaName: areaName(locale, city.slug, a.areaName),
    })),
    similar: data.similar.map((p) => ({ ...p, name: productName(locale, p.urlSlug, p.name) })),
  };
}

/** The city's area names in `locale` by their English name (none for English). */
export function areaNamesOf(locale: Locale, citySlug: string): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return {};
  return { ...(contentOf(locale).cities[citySlug]?.areas ?? {}) };
}
