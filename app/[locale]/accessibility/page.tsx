import type { Metadata } from 'next';
import { AccessibilityStatement } from '@/components/privacy';
import { SITE_NAME } from '@/lib/env/site';

export const metadata: Metadata = {
  title: 'Accessibility statement',
  description: `How accessible ${SITE_NAME} is, how we check it, what does not work well yet, and how to tell us about a barrier.`,
  alternates: { canonical: '/accessibility/' },
};

// Per request: the contacts for reporting a barrier are read from the settings.
export const dynamic = 'force-dynamic';

export default function AccessibilityPage() {
  return <AccessibilityStatement />;
}
