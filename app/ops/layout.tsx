import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/ui/document';
import { SiteHeader } from '@/components/ui/site-header';
import '@/components/staff/staff.css';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false, nocache: true },
};

// Every staff page reads its session and must carry this request's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

export default function StaffLayout({ children }: { children: ReactNode }) {
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
