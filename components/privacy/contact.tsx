import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { telHref } from '@/lib/env/site';

/** Where to write or call: the grievance officer's email and the site's phone, from settings. */
export async function GrievanceContact() {
  const { GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, SITE_PHONE } = env();
  const t = await getTranslations('legal');
  return (
    <ul>
      <li>{t('officer', { name: GRIEVANCE_OFFICER_NAME })}</li>
      <li>
        {t.rich('email', {
          email: GRIEVANCE_OFFICER_EMAIL,
          link: (chunks) => <a href={`mailto:${GRIEVANCE_OFFICER_EMAIL}`}>{chunks}</a>,
        })}
      </li>
      <li>
        {t.rich('phone', {
          phone: SITE_PHONE,
          link: (chunks) => (
            <a href={telHref(SITE_PHONE)} data-conversion="call">
              {chunks}
            </a>
          ),
        })}
      </li>
    </ul>
  );
}
