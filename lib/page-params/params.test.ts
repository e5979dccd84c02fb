import { parsePageParams, pathSegment, textParam } from './params';

const q = (value: string) => parsePageParams({ q: value }, { q: textParam(10) }).q;

describe('textParam', () => {
  it('trims, folds whitespace and bounds by code point', () => {
    expect(q('  mri \n brain ')).toBe('mri brain');
    expect(q('😀'.repeat(12))).toBe('😀'.repeat(10));
    expect(q('')).toBeUndefined();
  });

  it.each([
    ['a NUL', 'mri\u0000'],
    ['a bidi override', '\u202emri'],
    ['a lone surrogate', 'mri\ud800'],
    ['an escape', '\u001b[2J'],
  ])('drops text with %s, as if it were absent', (_what, value) => {
    expect(q(value)).toBeUndefined();
  });
});

describe('pathSegment', () => {
  it('decodes a segment', () => {
    expect(pathSegment('hyderabad')).toBe('hyderabad');
    expect(pathSegment('s%C3%A3o')).toBe('são');
  });

  it.each([
    ['malformed percent-encoding', '%zz'],
    ['over-long UTF-8', '%C0%AF'],
    ['a NUL', 'hyd%00'],
    ['a raw NUL', 'hyd\u0000'],
    ['a bidi override', '%E2%80%AEx'],
  ])('is null for %s, so the page is a 404', (_what, raw) => {
    expect(pathSegment(raw)).toBeNull();
  });
});
