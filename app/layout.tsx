import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  manifest: '/site.webmanifest',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5cad',
};

// Each part of the site renders its own <html>: the patient pages in their language
// (app/[locale]/layout.tsx), the staff pages in English (app/ops, app/partner). This root
// holds what they share, and lets the not-found page of an address that names no route have
// a layout above it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
