import '@/lib/server-api/server-only';
// The catalogue's records with their names in a language (content.ts), so a page localises its
// data once and its components render names as they come. English returns them unchanged.
import { areaName, categoryName, cityName, contentOf, productName } from './content';
import { DEFAULT_LOCALE, type Locale } from './locales';

interface Named {
  code: string;
  name: string;
}

export function localCity<T extends { slug: string; name: string; state?: string }>(
  locale: Locale,
  city: T,
): T {
  if (locale === DEFAULT_LOCALE) return city;
  const text = contentOf(locale).cities[city.slug];
  return {
    ...city,
    name: cityName(locale, city.slug, city.name),
    ...(city.state !== undefined && text ? { state: text.state } : {}),
  };
}

export function localCategory<T extends Named>(locale: Locale, category: T): T {
  if (locale === DEFAULT_LOCALE) return category;
  return { ...category, name: categoryName(locale, category.code, category.name) };
}

/** A product (or a list entry of one) with its name and category in the language. */
export function localProduct<T extends { urlSlug: string; name: string; category?: Named }>(
  locale: Locale,
  product: T,
): T {
  if (locale === DEFAULT_LOCALE) return product;
  return {
    ...product,
    name: productName(locale, product.urlSlug, product.name),
    ...(product.category ? { category: localCategory(locale, product.category) } : {}),
  };
}

export function localProducts<T extends { urlSlug: string; name: string; category?: Named }>(
  locale: Locale,
  products: readonly T[],
): T[] {
  return products.map((p) => localProduct(locale, p));
}

/** An area's name in the language ("Gachibowli" → "గచ్చిబౌలి"). */
export function localArea(locale: Locale, citySlug: string, english: string): string {
  return locale === DEFAULT_LOCALE ? english : areaName(locale, citySlug, english);
}
