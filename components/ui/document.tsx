import type { ReactNode } from 'react';
import { RootStyle } from '@/components/ui/root-style';
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
