import type { Script } from '@/lib/i18n/locales';
import { FONT_WEIGHTS, fontUrl, scriptFontCss } from '@/lib/style/script-fonts';

/**
 * A page's web font for its script, on pages of a language written in one (Hindi, Telugu):
 * both weights fetched with the page's first bytes (the headings are bold), its rules inlined
 * in <head>.
 */
export function ScriptFonts({ script }: { script: Script }) {
  if (script === 'Latn') return null;
  return (
    <>
      {FONT_WEIGHTS.map((weight) => (
        <link
          key={weight}
          rel="preload"
          href={fontUrl(script, weight)}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
      <style href={`fonts-${script}`} precedence="root">
        {scriptFontCss(script)}
      </style>
    </>
  );
}
