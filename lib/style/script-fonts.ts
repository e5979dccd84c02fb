// The web fonts of the languages written in an Indic script: Fontsource's Noto Sans Devanagari
// and Noto Sans Telugu, already cut to their script's characters (unicode-range), served from
// this site (app/fonts) at addresses that change with their content, and named only by the
// pages of that language. English pages load no web font. Latin letters on every page stay in
// the system's font.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Script } from '@/lib/i18n/locales';

type IndicScript = Exclude<Script, 'Latn'>;

interface ScriptFont {
  family: string;
  /** Fontsource's file stem, e.g. noto-sans-devanagari/files/noto-sans-devanagari-devanagari. */
  stem: string;
  unicodeRange: string;
  /**
   * The font's own vertical metrics (hhea, per 1000 units; lib/style/script-fonts.test.ts reads
   * them from the file): given to the local fallback too, so that the swap moves no line.
   */
  ascent: number;
  descent: number;
  /** Local fonts of the same script, nearest in design first: Android ships Noto itself. */
  local: string[];
}

export const SCRIPT_FONTS: Record<IndicScript, ScriptFont> = {
  Deva: {
    family: 'Noto Sans Devanagari',
    stem: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari',
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
    ascent: 896,
    descent: 408,
    local: [
      'Noto Sans Devanagari',
      'NotoSansDevanagari-Regular',
      'Nirmala UI',
      'Kohinoor Devanagari',
      'Mangal',
    ],
  },
  Telu: {
    family: 'Noto Sans Telugu',
    stem: 'noto-sans-telugu/files/noto-sans-telugu-telugu',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
    ascent: 869,
    descent: 483,
    local: [
      'Noto Sans Telugu',
      'NotoSansTelugu-Regular',
      'Nirmala UI',
      'Kohinoor Telugu',
      'Gautami',
    ],
  },
};

export const FONT_WEIGHTS = [400, 700] as const;

const FONTSOURCE = path.join(process.cwd(), 'node_modules', '@fontsource');

export interface FontFile {
  /** The served name: "noto-sans-devanagari-400-<hash>.woff2". */
  name: string;
  source: string;
}

let files: Map<string, FontFile> | undefined;

/** Every served font file by its served name, its content's hash in the name. */
export function fontFiles(): Map<string, FontFile> {
  if (!files) {
    files = new Map();
    for (const font of Object.values(SCRIPT_FONTS)) {
      for (const weight of FONT_WEIGHTS) {
        const source = path.join(FONTSOURCE, `${font.stem}-${weight}-normal.woff2`);
        const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
        const base = font.family.toLowerCase().replace(/ /g, '-');
        const name = `${base}-${weight}-${hash}.woff2`;
        files.set(name, { name, source });
      }
    }
  }
  return files;
}

export const fontUrl = (script: IndicScript, weight: (typeof FONT_WEIGHTS)[number]) => {
  const base = SCRIPT_FONTS[script].family.toLowerCase().replace(/ /g, '-');
  const name = [...fontFiles().keys()].find((n) => n.startsWith(`${base}-${weight}-`))!;
  return `/fonts/${name}`;
};

const pct = (units: number) => `${(units / 10).toFixed(1)}%`;

/**
 * The language's @font-face rules and its body font: the web font first, then a local font of
 * the script held to the web font's vertical metrics, then the system's (for Latin letters).
 */
export function scriptFontCss(script: IndicScript): string {
  const font = SCRIPT_FONTS[script];
  const metrics = `ascent-override:${pct(font.ascent)};descent-override:${pct(font.descent)};line-gap-override:0%`;
  const faces = FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'${font.family} Web';src:url(${fontUrl(script, weight)}) format('woff2');font-weight:${weight};font-display:swap;unicode-range:${font.unicodeRange};${metrics}}`,
  ).join('');
  const fallback = `@font-face{font-family:'${font.family} Local';src:${font.local.map((l) => `local('${l}')`).join(',')};unicode-range:${font.unicodeRange};${metrics}}`;
  return `${faces}${fallback}body{font-family:'${font.family} Web','${font.family} Local',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}`;
}
