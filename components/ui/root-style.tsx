'use client';

/** The key React hoists the root stylesheet under; the browser finds the server's copy by it. */
export const ROOT_STYLE_HREF = 'root-css';
/** The same stylesheet as a file (app/root.css/route.ts). */
export const ROOT_CSS_PATH = '/root.css';

/**
 * The root stylesheet, inlined once in the server's HTML. Imported through Next (even with
 * inlineCss) the same text also travelled in the page's flight data, twice: 8.7 KB of a
 * 14.6 KB first round trip. Here only the server has it: Next compiles `typeof window` to a
 * constant, so the browser bundle drops the branch and the file read with it, and React's
 * style resource adopts the server's element by its href instead of rendering the empty text.
 * A page the server did not render (Next's error shell, for a 404 or an error) has no copy to
 * adopt, and gets the stylesheet as a file of the given version.
 */
export function RootStyle({ version }: { version: string }) {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would bundle node:fs into the browser
    const { rootCss } = require('@/lib/style/root-css') as typeof import('@/lib/style/root-css');
    return (
      <style href={ROOT_STYLE_HREF} precedence="root">
        {rootCss()}
      </style>
    );
  }
  if (document.querySelector(`style[data-href="${ROOT_STYLE_HREF}"]`)) {
    return (
      <style href={ROOT_STYLE_HREF} precedence="root">
        {''}
      </style>
    );
  }
  return <link rel="stylesheet" href={`${ROOT_CSS_PATH}?v=${version}`} precedence="root" />;
}
