import { env } from '@/lib/env';
import { telHref } from '@/lib/env/site';

/** Where to write or call: the grievance officer's email and the site's phone, from settings. */
export function GrievanceContact() {
  const { GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, SITE_PHONE } = env();
  return (
    <ul>
      <li>Grievance officer: {GRIEVANCE_OFFICER_NAME}</li>
      <li>
        Email: <a href={`mailto:${GRIEVANCE_OFFICER_EMAIL}`}>{GRIEVANCE_OFFICER_EMAIL}</a>
      </li>
      <li>
        Phone:{' '}
        <a href={telHref(SITE_PHONE)} data-conversion="call">
          {SITE_PHONE}
        </a>
      </li>
    </ul>
  );
}
