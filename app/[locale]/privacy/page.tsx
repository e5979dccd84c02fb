import type { Metadata } from 'next';
import { PrivacyNotice } from '@/components/privacy';
import { SITE_NAME } from '@/lib/env/site';

export const metadata: Metadata = {
  title: 'Privacy notice',
  description: `What ${SITE_NAME} collects about you and why, how long it is kept, who sees it, and how to see, download or delete it.`,
  alternates: { canonical: '/privacy/' },
};

// Per request: the retention periods and the grievance officer are read from the settings, so
// the notice always states what the running site does.
export const dynamic = 'force-dynamic';

export default function PrivacyPage() {
  return <PrivacyNotice />;
}
