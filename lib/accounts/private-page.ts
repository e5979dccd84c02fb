import '@/lib/server-api/server-only';
// A patient's own pages (My bookings, My family, My data): kept out of search engines, and
// open to a logged-in patient only; anyone else is sent to log in and brought back, in the
// same language, with the campaign's query string.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { carryQuery } from '@/lib/catalog/navigation';
import { localePath } from '@/lib/i18n/locales';
import { visitorQuery, type SearchParams } from '@/lib/page-params/params';
import { loginPath } from './next-path';
import type { Viewer } from './session';
import type { Patient } from './viewer';

/** The page's title and description from its namespace, and no indexing. */
export function privatePageMetadata(namespace: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return {
      title: t('title'),
      description: t('description'),
      robots: { index: false, follow: false },
    };
  };
}

/** Whether the viewer is a logged-in patient with an account and a proved number. */
export const isPatient = (viewer: Viewer): viewer is Patient =>
  viewer.isLoggedIn && viewer.userId !== null && viewer.customerPhone !== null;

/** The viewer as a logged-in patient, or a redirect to the login page that comes back to `path`. */
export function patientOrLogin(
  viewer: Viewer,
  locale: string,
  path: string,
  query: SearchParams,
): Patient {
  if (!isPatient(viewer)) {
    redirect(
      carryQuery(
        localePath(locale, loginPath(localePath(locale, path))),
        visitorQuery(query, ['next']),
      ),
    );
  }
  return viewer;
}
