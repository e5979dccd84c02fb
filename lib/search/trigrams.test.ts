import { similarity, termScore, wordSimilarity, words } from './trigrams';

describe('pg_trgm-style matching in memory', () => {
  it('scores as pg_trgm does for Latin words', () => {
    // pg_trgm: similarity('word', 'two words') = 0.363636; word_similarity = 0.8.
    expect(similarity('word', 'two words')).toBeCloseTo(0.3636, 3);
    expect(wordSimilarity('word', 'two words')).toBeCloseTo(0.8, 3);
    expect(similarity('cat', 'cat')).toBe(1);
  });

  it('keeps Devanagari and Telugu vowel signs inside their words', () => {
    expect(words('खून की जांच')).toEqual(['खून', 'की', 'जांच']);
    expect(words('రక్త పరీక్ష')).toEqual(['రక్త', 'పరీక్ష']);
  });

  it('matches a typo, a word inside a longer name, and not an unrelated name', () => {
    expect(termScore('khun ki janch', 'khoon ki jaanch')).not.toBeNull();
    expect(termScore('थायरॉइड', 'थायरॉइड प्रोफ़ाइल')).not.toBeNull();
    expect(termScore('sugar test', 'MRI ka kharcha')).toBeNull();
  });
});
