'use client';

/** The key React hoists the root stylesheet under; the browser finds the server's copy by it. */
export const ROOT_STYLE_HREF = 'root-css';

/**
 * The root stylesheet, inlined once in the server's HTML. Imported through Next (even with
 * inlineCss) the same text also travelled in the page's flight data, twice: 8.7 KB of a
 * 14.6 KB first round trip. Here only the server has it: Next compiles `typeof window` to a
 * constant, so the browser bundle drops the branch and the file read with it, and React's
 * style resource adopts the server's element by its href instead of rendering the empty text.
 */
export function RootStyle() {
  const css =
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would bundle node:fs into the browser
        (require('@/lib/style/root-css') as typeof import('@/lib/style/root-css')).rootCss()
      : '';
  return (
    <style href={ROOT_STYLE_HREF} precedence="root">
      {css}
    </style>
  );
}
