// pg_trgm's matching, for names the database does not hold: the Hindi and Telugu names of the
// catalogue (lib/i18n/content), searched in the server's memory with the same measures and
// thresholds as the database's English names (lib/search/index.ts), so both rank alike.
// Unlike the database (whose C collation counts only ASCII letters as word characters), a
// word here is any run of letters, combining marks (Devanagari and Telugu vowel signs) and
// digits, in any script.

/** pg_trgm.similarity_threshold and pg_trgm.word_similarity_threshold, their defaults. */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** A word's trigrams as pg_trgm pads them: two spaces before, one after ("  c", " cb", …). */
function wordTrigrams(word: string, into: Set<string>): void {
  const chars = ['  ', ...word, ' '].join('');
  const points = [...chars];
  for (let i = 0; i + 3 <= points.length; i++) into.add(points.slice(i, i + 3).join(''));
}

export function trigrams(text: string | string[]): Set<string> {
  const set = new Set<string>();
  for (const word of Array.isArray(text) ? text : words(text)) wordTrigrams(word, set);
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** similarity(a, b): the share of trigrams the two have in common. */
export function similarity(a: string, b: string): number {
  return jaccard(trigrams(a), trigrams(b));
}

/**
 * word_similarity(query, term): the share of the query's trigrams found in the term, so a
 * query inside a longer name scores high ("sugar test" in "blood sugar test fasting").
 * pg_trgm counts them within the best continuous extent of the term; for names of a few
 * words the whole term is that extent.
 */
export function wordSimilarity(query: string, term: string): number {
  const q = trigrams(query);
  if (q.size === 0) return 0;
  const t = trigrams(term);
  let shared = 0;
  for (const trigram of q) if (t.has(trigram)) shared++;
  return shared / q.size;
}

/** The score the database ranks by, or null when neither threshold is met. */
export function termScore(query: string, term: string): number | null {
  return gramScore(trigrams(query), trigrams(term));
}

/**
 * termScore from the trigrams of both, made once: a search scores one query against every
 * term of the index, whose trigrams are made with it (./terms).
 */
export function gramScore(query: ReadonlySet<string>, term: ReadonlySet<string>): number | null {
  if (query.size === 0 || term.size === 0) return null;
  let shared = 0;
  for (const trigram of query) if (term.has(trigram)) shared++;
  const whole = shared / (query.size + term.size - shared);
  const word = shared / query.size;
  return whole >= SIMILARITY_THRESHOLD || word >= WORD_SIMILARITY_THRESHOLD ? whole + word : null;
}
