import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffDocument } from '@/components/ui/document';
// The staff screens' shared styles come with their components' entry.
import '@/components/staff';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false, nocache: true },
};

// Every staff page reads its session and must carry this request's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <StaffDocument>{children}</StaffDocument>;
}
