import { parsePageParams, textParam } from './params';

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
