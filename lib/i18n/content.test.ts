import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '@/lib/db/seed/data/categories';
import { CITIES } from '@/lib/db/seed/data/cities';
import { ALL_PRODUCTS } from '@/lib/db/seed/generate';
import { contentOf, productText } from './content';
import { DEFAULT_LOCALE, LANGUAGES } from './locales';
import { latinShare } from './script-share';

const others = LANGUAGES.filter((l) => l.code !== DEFAULT_LOCALE);
const tagsOf = (html: string) => html.match(/<\/?[a-z]+>/g) ?? [];
const numbersOf = (html: string) => (html.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
const words = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe.each(others)('the catalogue in $name', ({ code, script }) => {
  const content = contentOf(code);
  const native = script as 'Deva' | 'Telu';

  it('has every product, category, city and area of the seed, and nothing else', () => {
    expect(Object.keys(content.products).sort()).toEqual(ALL_PRODUCTS.map((p) => p.slug).sort());
    expect(Object.keys(content.categories).sort()).toEqual(CATEGORIES.map((c) => c.code).sort());
    expect(Object.keys(content.cities).sort()).toEqual(CITIES.map((c) => c.slug).sort());
    for (const city of CITIES) {
      expect(Object.keys(content.cities[city.slug]!.areas).sort()).toEqual(
        city.areas.map((a) => a.name).sort(),
      );
    }
  });

  it.each(ALL_PRODUCTS.map((p) => [p.slug, p] as const))(
    '%s: the same FAQs, tags and figures as the English, in the script',
    (slug, english) => {
      const text = productText(code, slug)!;
      expect(text.faqs).toHaveLength(english.faqs.length);
      expect(text.displayName === undefined).toBe(english.displayName === undefined);
      const pairs: [string, string][] = [
        [english.preparationHtml, text.preparationHtml],
        [english.howItIsDoneHtml, text.howItIsDoneHtml],
        ...english.faqs.map((f, i): [string, string] => [f.answerHtml, text.faqs[i]!.answerHtml]),
      ];
      for (const [en, translated] of pairs) {
        expect(tagsOf(translated)).toEqual(tagsOf(en));
        expect(numbersOf(translated)).toEqual(numbersOf(en));
        expect(latinShare(words(translated), native)).toBeLessThan(0.2);
      }
      expect(latinShare(text.name, native)).toBeLessThan(0.5);
      for (const spelling of text.romanised) expect(spelling).toMatch(/^[a-z0-9 .'/-]+$/);
    },
  );

  it('is reviewed against a glossary kept beside it, which names its sources', () => {
    const glossary = path.join(process.cwd(), 'lib', 'i18n', 'glossary', `${code}.md`);
    expect(existsSync(glossary)).toBe(true);
    expect(readFileSync(glossary, 'utf8')).toMatch(/^#+ Sources/m);
  });
});
