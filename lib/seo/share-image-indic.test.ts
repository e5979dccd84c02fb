import { runsOf, shapeWords, type Shaper } from './share-image-indic';

describe('a word cut into runs of one script', () => {
  it('keeps marks and joiners with their letters and cuts at each change of script', () => {
    expect(runsOf('(4,848')).toEqual([{ script: 'latn', text: '(4,848' }]);
    expect(runsOf('रिव्यू)')).toEqual([
      { script: 'deva', text: 'रिव्यू' },
      { script: 'latn', text: ')' },
    ]);
    // The zero-width non-joiner of "కూకట్‌పల్లి" stays inside the Telugu run.
    expect(runsOf('కూకట్‌పల్లి')).toEqual([{ script: 'telu', text: 'కూకట్‌పల్లి' }]);
    expect(runsOf('₹3,750')).toEqual([
      { script: 'deva', text: '₹' },
      { script: 'latn', text: '3,750' },
    ]);
  });
});

// A stand-in shaper: each run becomes one box, its width 10 per character.
const boxes: Shaper = {
  upem: 1000,
  draw: (text, _size, x, y, fill) => ({
    svg: `<path fill="${fill}" data-run="${text}" transform="translate(${x} ${y})" d="M0 0"/>`,
    advance: [...text].length * 10,
  }),
};
const fonts = new Map(
  ['latn', 'deva', 'telu'].flatMap((s) => [400, 700, 800].map((w) => [`${s}/${w}`, boxes])),
);
const word = (x: number, y: number, width: number, text: string) =>
  `<text x="${x}" y="${y}" width="${width}" height="80" font-weight="700" font-size="60" font-family="noto sans" fill="#0a1f33">${text}</text>`;

describe("satori's words set again as shaped outlines", () => {
  it('leaves no <text>, one outline group per run, each in its place on the line', () => {
    // satori measured "పరీక్ష" glyph by glyph (200 wide); shaped, it is 6 characters (60).
    const svg = `<svg>${word(56, 100, 200, 'పరీక్ష')}${word(256, 100, 16, ' ')}${word(272, 100, 80, '(4,848')}<rect/>${word(56, 200, 50, 'CBC')}</svg>`;
    const out = shapeWords(svg, fonts);
    expect(out).not.toContain('<text');
    const runs = [
      ...out.matchAll(/data-run="([^"]*)" transform="translate\(([\d.]+) (\d+)\)"/g),
    ].map((m) => [m[1], Number(m[2]), Number(m[3])]);
    expect(runs).toEqual([
      ['పరీక్ష', 56, 100],
      [' ', 116, 100], // moved left by what shaping saved
      ['(4,848', 126, 100],
      ['CBC', 56, 200], // a new line starts where satori put it
    ]);
    expect(out).toContain('<rect/>');
  });
});
