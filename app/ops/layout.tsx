import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffDocument } from '@/components/ui/document';
// The staff screens' shared styles, by path: the components' entry would also bring the
// navigation's script to pages that show none (the login page, enrolment).
import '@/components/staff/staff.css';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false, nocache: true },
};

// Every staff page reads its session and must carry this request's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <StaffDocument>{children}</StaffDocument>;
}
