import { setRequestLocale } from 'next-intl/server';
import { PatientFrame } from '@/app/patient-frame';
import { NotFoundBody } from '@/components/home/not-found-body';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// An address that names no route at all: the not-found page in English, in the full frame.
export default function NotFound() {
  setRequestLocale(DEFAULT_LOCALE);
  return (
    <PatientFrame locale={DEFAULT_LOCALE}>
      <NotFoundBody />
    </PatientFrame>
  );
}
