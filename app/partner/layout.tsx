import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/ui/document';
import { SiteHeader } from '@/components/ui/site-header';
import '@/components/staff/staff.css';
import '@/components/staff/leads/leads.css';
import '@/components/staff/partner/partner.css';

export const metadata: Metadata = {
  title: { default: 'Centre', template: '%s | Centre' },
  robots: { index: false, follow: false, nocache: true },
};

// Staff pages read their session and carry this request's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

export default function PartnerLayout({ children }: { children: ReactNode }) {
  // The staff side is in English and has a document of its own (the patient pages' is in
  // the patient's language, under app/[locale]).
  return (
    <SiteDocument lang="en-IN">
      <SiteHeader />
      <main id="main">
        <div className="staff-shell">{children}</div>
      </main>
    </SiteDocument>
  );
}
