// The catalogue's words in each language, kept as data beside the English seed
// (lib/db/seed/data): content/<code>/*.json, read from disk once per process. English has no
// folder; its text is the database's. A missing entry falls back to the English text (the
// content test fails the build first: lib/i18n/content.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from './locales';

const faq = z.strictObject({ question: z.string().min(1), answerHtml: z.string().min(1) });

export const productTextSchema = z.strictObject({
  /** The name as patients of this language say it; product codes (MRI, CT, CBC) stay Latin. */
  name: z.string().min(1),
  displayName: z.string().min(1).optional(),
  /** Names in this language and script, added to search. */
  aliases: z.array(z.string().min(1)),
  /** Romanised spellings patients type (Hinglish: "khoon ki jaanch"), added to search. */
  romanised: z.array(z.string().min(1)),
  preparationHtml: z.string().min(1),
  howItIsDoneHtml: z.string().min(1),
  faqs: z.array(faq).min(1),
});
export type ProductText = z.infer<typeof productTextSchema>;

const cityText = z.strictObject({
  name: z.string().min(1),
  state: z.string().min(1),
  /** English area name (as seeded) to the name in this language's script. */
  areas: z.record(z.string(), z.string().min(1)),
});
export type CityText = z.infer<typeof cityText>;

export const contentSchema = z.strictObject({
  /** By product slug ("mri-brain"). */
  products: z.record(z.string(), productTextSchema),
  /** By category code ("mri"). */
  categories: z.record(z.string(), z.string().min(1)),
  /** By city slug ("hyderabad"). */
  cities: z.record(z.string(), cityText),
});
export type Content = z.infer<typeof contentSchema>;

const ROOT = path.join(process.cwd(), 'lib', 'i18n', 'content');
const loaded = new Map<Locale, Content>();
const EMPTY: Content = { products: {}, categories: {}, cities: {} };

/**
 * A language's content: every JSON file of its folder, merged. Each file holds any of the
 * three parts (products-lab.json holds products, places.json categories and cities), so
 * translators can work on files apart.
 */
export function contentOf(locale: Locale): Content {
  if (locale === DEFAULT_LOCALE) return EMPTY;
  let content = loaded.get(locale);
  if (!content) {
    const merged: Content = { products: {}, categories: {}, cities: {} };
    const dir = path.join(ROOT, locale);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const file of files.sort()) {
      const part = contentSchema
        .partial()
        .parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      Object.assign(merged.products, part.products);
      Object.assign(merged.categories, part.categories);
      Object.assign(merged.cities, part.cities);
    }
    content = merged;
    loaded.set(locale, content);
  }
  return content;
}

/** The product's text in the language, or undefined for English (or none written). */
export function productText(locale: Locale, slug: string): ProductText | undefined {
  return contentOf(locale).products[slug];
}

/** A product's name in the language, or the English one given. */
export function productName(locale: Locale, slug: string, english: string): string {
  return productText(locale, slug)?.name ?? english;
}

export function categoryName(locale: Locale, code: string, english: string): string {
  return contentOf(locale).categories[code] ?? english;
}

export function cityName(locale: Locale, slug: string, english: string): string {
  return contentOf(locale).cities[slug]?.name ?? english;
}

export function areaName(locale: Locale, citySlug: string, english: string): string {
  return contentOf(locale).cities[citySlug]?.areas[english] ?? english;
}
