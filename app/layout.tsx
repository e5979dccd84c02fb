import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CampaignBeacon } from '@/components/campaigns/client';
import { ConversionLinks } from '@/components/chat';
import { LegalNav } from '@/components/privacy';
import { RootStyle } from '@/components/ui/root-style';
import { QueryCarrier } from '@/components/ui/query-carrier';
import { SiteHeader } from '@/components/ui/site-header';
import { env } from '@/lib/env';
import { SITE_NAME } from '@/lib/env/site';
import { rootCssVersion } from '@/lib/style/root-css';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: {
    default: `${SITE_NAME}: book MRI, CT, ultrasound and blood tests`,
    template: `%s | ${SITE_NAME}`,
  },
  description:
    'Compare prices of diagnostic tests and scans at accredited centres in your city and book a walk-in or home-collection appointment.',
  manifest: '/site.webmanifest',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5cad',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>
        <RootStyle version={rootCssVersion()} />
        <SiteHeader />
        <ConversionLinks />
        <main id="main">{children}</main>
        <QueryCarrier />
        <CampaignBeacon />
        <footer className="site-footer">
          <LegalNav />
          <p>
            © {SITE_NAME}. Prices are set by each partner centre and shown as they are; pay at the
            centre.
          </p>
        </footer>
      </body>
    </html>
  );
}
