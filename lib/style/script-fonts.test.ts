import { readFileSync } from 'node:fs';
import { decompress } from 'wawoff2';
import { FONT_WEIGHTS, SCRIPT_FONTS, fontFiles, fontUrl, scriptFontCss } from './script-fonts';

/** hhea's ascender and descender of a TrueType font, per its units per em. */
function verticalMetrics(ttf: Buffer) {
  const tables = new Map<string, number>();
  for (let i = 0; i < ttf.readUInt16BE(4); i++) {
    tables.set(ttf.toString('latin1', 12 + 16 * i, 16 + 16 * i), ttf.readUInt32BE(20 + 16 * i));
  }
  const upem = ttf.readUInt16BE(tables.get('head')! + 18);
  const hhea = tables.get('hhea')!;
  const per1000 = (v: number) => Math.round((v * 1000) / upem);
  return {
    ascent: per1000(ttf.readInt16BE(hhea + 4)),
    descent: -per1000(ttf.readInt16BE(hhea + 6)),
  };
}

describe.each(Object.entries(SCRIPT_FONTS))('the %s web font', (script, font) => {
  it.each(FONT_WEIGHTS)(
    'gives its local fallback the metrics of its file (weight %i)',
    async (weight) => {
      const file = fontFiles().get(
        fontUrl(script as 'Deva' | 'Telu', weight).slice('/fonts/'.length),
      )!;
      const ttf = Buffer.from(await decompress(readFileSync(file.source)));
      expect(verticalMetrics(ttf)).toEqual({ ascent: font.ascent, descent: font.descent });
    },
  );

  it('swaps in, limited to its script, with the fallback held to the same lines', () => {
    const css = scriptFontCss(script as 'Deva' | 'Telu');
    expect(css.match(/font-display:swap/g)).toHaveLength(FONT_WEIGHTS.length);
    expect(
      css.match(new RegExp(`unicode-range:${font.unicodeRange.replace(/\+/g, '\\+')}`, 'g')),
    ).toHaveLength(FONT_WEIGHTS.length + 1);
    const overrides = `ascent-override:${(font.ascent / 10).toFixed(1)}%;descent-override:${(font.descent / 10).toFixed(1)}%;line-gap-override:0%`;
    expect(css.split(overrides)).toHaveLength(FONT_WEIGHTS.length + 2);
    expect(css).toContain(`body{font-family:'${font.family} Web','${font.family} Local',system-ui`);
  });
});

it('names each file by its content, so it can be kept a year', () => {
  const names = [...fontFiles().keys()];
  expect(names).toHaveLength(4);
  for (const name of names)
    expect(name).toMatch(/^noto-sans-(devanagari|telugu)-(400|700)-[0-9a-f]{10}\.woff2$/);
});
