import '@/lib/server-api/server-only';
// The link-preview picture in a language written in an Indic script. next/og's satori lays
// text out glyph by glyph without shaping, so Devanagari and Telugu come out broken (vowel
// signs after their consonant, conjuncts as half letters with a virama), and resvg's own text
// (rustybuzz) drops marks from these fonts (a Telugu anusvara, a Devanagari aa). Here satori
// still lays the card out (boxes, line breaks) but writes its words as <text>; each word is
// cut into runs of one script, shaped by HarfBuzz (harfbuzzjs) in that script's font, drawn as
// the glyphs' outlines and set again along its line at its shaped width; resvg only paints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import satori, { type SatoriOptions } from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE_SIZE } from './share-card-words';

type Weight = 400 | 700 | 800;
const WEIGHTS: Weight[] = [400, 700, 800];
const FONTSOURCE = path.join(process.cwd(), 'node_modules', '@fontsource');

type RunScript = 'latn' | 'deva' | 'telu';
const SCRIPTS: RunScript[] = ['latn', 'deva', 'telu'];
const FAMILY: Record<RunScript, string> = {
  latn: 'Noto Sans',
  deva: 'Noto Sans Devanagari',
  telu: 'Noto Sans Telugu',
};
const FILES: Record<RunScript, (w: Weight) => string> = {
  latn: (w) => `noto-sans/files/noto-sans-latin-${w}-normal`,
  // The rupee sign (U+20B9) is in the Devanagari file; Latin's own file has none.
  deva: (w) => `noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${w}-normal`,
  telu: (w) => `noto-sans-telugu/files/noto-sans-telugu-telugu-${w}-normal`,
};

/** Which run a character belongs to; joiners stay with the run before them. */
function scriptOf(char: string): RunScript | null {
  const code = char.codePointAt(0)!;
  if (code === 0x200c || code === 0x200d) return null;
  if ((code >= 0x0900 && code <= 0x097f) || code === 0x20b9) return 'deva';
  if (code >= 0x0c00 && code <= 0x0c7f) return 'telu';
  return 'latn';
}

/** A word cut where its script changes: "(4,848", "रिव्यू", ")". */
export function runsOf(text: string): { script: RunScript; text: string }[] {
  const runs: { script: RunScript; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char) ?? runs.at(-1)?.script ?? 'latn';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const woff = (script: RunScript, weight: Weight, ext: 'woff' | 'woff2') =>
  readFileSync(path.join(FONTSOURCE, `${FILES[script](weight)}.${ext}`));

/** satori's fonts: WOFF (it reads no WOFF2) of every script, so its line breaks see each word. */
function satoriFonts(): SatoriOptions['fonts'] {
  return SCRIPTS.flatMap((script) =>
    WEIGHTS.map((weight) => {
      const data = woff(script, weight, 'woff');
      return {
        name: FAMILY[script],
        weight,
        style: 'normal' as const,
        data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
      };
    }),
  );
}

export interface Shaper {
  upem: number;
  /** The run's glyph outlines from the pen at (x, y), and how far the pen moved. */
  draw(
    text: string,
    size: number,
    x: number,
    y: number,
    fill: string,
  ): { svg: string; advance: number };
}

let shapers: Promise<Map<string, Shaper>> | undefined;

/** A HarfBuzz font per script and weight, from Fontsource's WOFF2 made TrueType in memory. */
function loadShapers(): Promise<Map<string, Shaper>> {
  shapers ??= (async () => {
    const [hb, { decompress }] = await Promise.all([import('harfbuzzjs'), import('wawoff2')]);
    const map = new Map<string, Shaper>();
    for (const script of SCRIPTS) {
      for (const weight of WEIGHTS) {
        const ttf = await decompress(woff(script, weight, 'woff2'));
        const face = new hb.Face(new hb.Blob(ttf));
        const font = new hb.Font(face);
        const upem = face.upem;
        map.set(`${script}/${weight}`, {
          upem,
          draw(text, size, x, y, fill) {
            const buffer = new hb.Buffer();
            buffer.addText(text);
            buffer.guessSegmentProperties();
            hb.shape(font, buffer);
            const positions = buffer.getGlyphPositions();
            const k = size / upem;
            let pen = 0;
            let svg = '';
            buffer.getGlyphInfos().forEach((glyph, i) => {
              const p = positions[i]!;
              const d = font.glyphToPath(glyph.codepoint);
              if (d) {
                const gx = (x + (pen + p.xOffset) * k).toFixed(2);
                const gy = (y - p.yOffset * k).toFixed(2);
                svg += `<path fill="${fill}" transform="translate(${gx} ${gy}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`;
              }
              pen += p.xAdvance;
            });
            return { svg, advance: pen * k };
          },
        });
      }
    }
    return map;
  })().catch((error: unknown) => {
    shapers = undefined; // a failed load is tried again on the next picture
    throw error;
  });
  return shapers;
}

const TEXT = /<text ([^>]*)>([^<]*)<\/text>/g;
const attr = (attrs: string, name: string) =>
  new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attrs)?.[1];
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const weightOf = (value: string | undefined): Weight => {
  const n = value === 'bold' ? 700 : value === 'normal' || !value ? 400 : Number(value);
  return n >= 800 ? 800 : n >= 600 ? 700 : 400;
};

/**
 * satori's words as shaped outlines. A word continues the line of the word before when it has
 * its baseline and starts where that one ended in satori's layout; the line's pen then moves by
 * shaped widths (an Indic word is narrower shaped than satori measured it glyph by glyph).
 */
export function shapeWords(svg: string, fonts: Map<string, Shaper>): string {
  let line: { y: string; pen: number; end: number } | null = null;
  return svg.replace(TEXT, (_whole, attrs: string, body: string) => {
    const x = Number(attr(attrs, 'x'));
    const y = attr(attrs, 'y')!;
    const width = Number(attr(attrs, 'width') ?? 0);
    const size = Number(attr(attrs, 'font-size') ?? 16);
    const weight = weightOf(attr(attrs, 'font-weight'));
    const fill = attr(attrs, 'fill') ?? 'black';
    if (!line || line.y !== y || Math.abs(x - line.end) > 1) line = { y, pen: x, end: x };
    line.end = x + width;
    let out = '';
    for (const run of runsOf(unescapeXml(body))) {
      const drawn = fonts
        .get(`${run.script}/${weight}`)!
        .draw(run.text, size, line.pen, Number(y), fill);
      out += drawn.svg;
      line.pen += drawn.advance;
    }
    return out;
  });
}

/** The card as an SVG of outlines: satori's layout, HarfBuzz's shapes. */
export async function shapedCardSvg(card: ReactElement): Promise<string> {
  const [svg, fonts] = await Promise.all([
    satori(card, { ...SHARE_IMAGE_SIZE, fonts: satoriFonts(), embedFont: false }),
    loadShapers(),
  ]);
  return shapeWords(svg, fonts);
}

/** The card as a PNG with its words shaped: for pages in a language of an Indic script. */
export async function indicShareImage(card: ReactElement): Promise<Uint8Array> {
  return new Resvg(await shapedCardSvg(card)).render().asPng();
}
