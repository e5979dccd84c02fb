import { setRequestLocale } from 'next-intl/server';
import { PatientFrame } from '@/app/patient-frame';
import { NotFoundBody } from '@/components/home/client';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// An address that names no route at all: the not-found page in English, in the full frame.
// Global (rendered on its own for unmatched addresses), not a root not-found.js: that one is
// part of every page's tree, and its English request locale would be every page's.
export default function GlobalNotFound() {
  setRequestLocale(DEFAULT_LOCALE);
  return (
    <PatientFrame locale={DEFAULT_LOCALE}>
      <NotFoundBody />
    </PatientFrame>
  );
}
