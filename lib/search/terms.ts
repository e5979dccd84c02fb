import '@/lib/server-api/server-only';
// Every non-English name of every product, from every language's content: a Hindi page finds
// a test by its Telugu name or its Hinglish spelling ("khoon ki jaanch") as well, since
// patients type what they know. Built once per process from lib/i18n/content.
import { contentOf, type Content } from '@/lib/i18n/content';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { gramScore, trigrams } from './trigrams';

export interface ContentTerm {
  /** The product's url slug, as content keys it. */
  slug: string;
  term: string;
  /** Its trigrams, made once with the index rather than at every search. */
  grams: ReadonlySet<string>;
}

export type TermIndex = readonly ContentTerm[];

/** The terms of these languages' content: names, display names, aliases and romanised spellings. */
export function buildTermIndex(contents: readonly Content[]): TermIndex {
  const seen = new Set<string>();
  const terms: ContentTerm[] = [];
  for (const content of contents) {
    for (const [slug, text] of Object.entries(content.products)) {
      const names = [text.name, text.displayName, ...text.aliases, ...text.romanised];
      for (const name of names) {
        const term = name?.replace(/\s+/g, ' ').trim();
        const key = `${slug}\u0000${term?.toLowerCase()}`;
        if (!term || seen.has(key)) continue;
        seen.add(key);
        terms.push({ slug, term, grams: trigrams(term) });
      }
    }
  }
  return terms;
}

let index: TermIndex | null = null;

/** Every language's terms but English's (the database holds those). */
export function contentTermIndex(): TermIndex {
  index ??= buildTermIndex(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => contentOf(l)));
  return index;
}

export interface TermMatch {
  score: number;
  /** The best-scoring term of the product. */
  term: string;
}

/** The products whose terms match the query, by slug, each with its best term. */
export function matchTerms(terms: TermIndex, query: string): Map<string, TermMatch> {
  const matches = new Map<string, TermMatch>();
  const grams = trigrams(query);
  for (const { slug, term, grams: termGrams } of terms) {
    const score = gramScore(grams, termGrams);
    if (score === null) continue;
    const best = matches.get(slug);
    if (!best || score > best.score) matches.set(slug, { score, term });
  }
  return matches;
}
