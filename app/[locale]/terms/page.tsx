import type { Metadata } from 'next';
import { TermsOfBooking } from '@/components/privacy';
import { SITE_NAME } from '@/lib/env/site';

export const metadata: Metadata = {
  title: 'Terms of booking',
  description: `How prices, payment at the centre, cancelling, moving and failed visits work when you book a test through ${SITE_NAME}.`,
  alternates: { canonical: '/terms/' },
};

// Per request: the phone number to call is read from the settings.
export const dynamic = 'force-dynamic';

export default function TermsPage() {
  return <TermsOfBooking />;
}
