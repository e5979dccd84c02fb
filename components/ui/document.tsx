import type { ReactNode } from 'react';
import { RootStyle } from '@/components/ui/root-style';
import { SiteHeader } from '@/components/ui/site-header';
import { rootCssVersion } from '@/lib/style/root-css';

/** The page's <html> and <body> with the root stylesheet, in the page's language. */
export function SiteDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>
        <RootStyle version={rootCssVersion()} />
        {children}
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
