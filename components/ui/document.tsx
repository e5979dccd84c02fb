import type { ReactNode } from 'react';
import { RootStyle } from '@/components/ui/root-style';
import { SiteHeader } from '@/components/ui/site-header';
import { rootCssVersion } from '@/lib/style/root-css';

/** The id of the empty element that closes every page's body. */
export const PAGE_END_ID = 'page-end';

/**
 * The page's <html> and <body> with the root stylesheet, in the page's language, painted whole.
 * A browser paints a page it has only partly parsed when the rest is slow to come: a centre row
 * cut after its name was drawn a line high, then centred lower when its price and button came,
 * and a header cut after "Call" drew its right-hand items too far right. The expect link (React
 * puts it in the head) holds the first frame until the element that ends the body is in:
 * Chromium lifts it when its target is inserted, not when the target's own end tag is parsed,
 * so the target is an empty element after everything shown. The server writes a page's HTML at
 * once (no part streamed later), so the wait is the HTML's download.
 */
export function SiteDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <RootStyle version={rootCssVersion()} />
        {children}
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}

/**
 * A staff page's document (the operations and centre consoles): English, the site's header
 * without the patients' language switch, the console's shell.
 */
export function StaffDocument({ children }: { children: ReactNode }) {
  return (
    <SiteDocument lang="en-IN">
      <SiteHeader languages={false} />
      <main id="main">
        <div className="staff-shell">{children}</div>
      </main>
    </SiteDocument>
  );
}
