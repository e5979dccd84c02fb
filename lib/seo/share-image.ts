import '@/lib/server-api/server-only';
// The link-preview picture as a PNG (next/og's ImageResponse: satori and resvg), in Noto Sans
// from the pinned @fontsource/noto-sans package. next/og's own font has no rupee sign (₹) and
// would fetch one from the network, which a server may not reach: the latin-ext file has it.
// Fontsource ships WOFF and WOFF2; satori reads WOFF (not WOFF2).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import { DEFAULT_LOCALE, languageOf, type Locale } from '@/lib/i18n/locales';
import { SHARE_IMAGE_SIZE } from './share-card-words';
import { indicShareImage } from './share-image-indic';

const CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

const FONT_FILES = [
  { name: 'Noto Sans', weight: 400, file: 'noto-sans-latin-400-normal.woff' },
  { name: 'Noto Sans', weight: 700, file: 'noto-sans-latin-700-normal.woff' },
  { name: 'Noto Sans', weight: 800, file: 'noto-sans-latin-800-normal.woff' },
  { name: 'Noto Sans Ext', weight: 400, file: 'noto-sans-latin-ext-400-normal.woff' },
  { name: 'Noto Sans Ext', weight: 700, file: 'noto-sans-latin-ext-700-normal.woff' },
  { name: 'Noto Sans Ext', weight: 800, file: 'noto-sans-latin-ext-800-normal.woff' },
] as const;

// Read from the installed package (its exports map offers only CSS), once per process.
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files');

type Fonts = { name: string; data: ArrayBuffer; weight: 400 | 700 | 800; style: 'normal' }[];
let fonts: Promise<Fonts> | undefined;

function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => {
      const data = await readFile(path.join(FONT_DIR, file));
      const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
      return { name, weight, style: 'normal' as const, data: buffer as ArrayBuffer };
    }),
  ).catch((error: unknown) => {
    fonts = undefined; // a failed read is tried again on the next picture
    throw error;
  });
  return fonts;
}

/**
 * The card as a 1200x630 PNG. Cached like the page it shows (the route's `revalidate` and
 * the cached loader's tags), so browsers and previews may keep it a day, no longer.
 */
export async function shareImageResponse(
  card: ReactElement,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  if (languageOf(locale).script !== 'Latn') {
    const png = await indicShareImage(card);
    return new Response(png as BodyInit, {
      headers: { 'content-type': 'image/png', 'cache-control': CACHE_CONTROL },
    });
  }
  return new ImageResponse(card, {
    ...SHARE_IMAGE_SIZE,
    fonts: await loadFonts(),
    headers: { 'cache-control': CACHE_CONTROL },
  });
}

/** An unknown product, city or deal: a plain 404 (never a picture, never a 500). */
export function shareImageNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
