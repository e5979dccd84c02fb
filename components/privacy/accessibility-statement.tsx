import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { SITE_NAME, telHref } from '@/lib/env/site';
import { ACCESSIBILITY_STATEMENT_DATE } from './links';
import { NoticeDate } from './notice-date';

/**
 * The accessibility statement: the standard aimed at, how the site is checked (what e2e/ really
 * runs), the gaps known today, and how to report a barrier. Keep it true: when a check or a gap
 * changes, change this text (the "accessibility" messages, in every language).
 */
export async function AccessibilityStatement() {
  const { GRIEVANCE_OFFICER_EMAIL, SITE_PHONE } = env();
  const t = await getTranslations('accessibility');
  const items = (group: string) => (
    <ul>
      {Object.keys(t.raw(group) as Record<string, string>).map((item) => (
        <li key={item}>{t(`${group}.${item}`)}</li>
      ))}
    </ul>
  );
  return (
    <article className="page prose-page">
      <h1>{t('title')}</h1>
      <NoticeDate date={ACCESSIBILITY_STATEMENT_DATE} />
      <p>{t('intro', { site: SITE_NAME })}</p>
      <h2>{t('standard')}</h2>
      <p>{t('standardText')}</p>
      <h2>{t('check')}</h2>
      {items('checkItems')}
      <h2>{t('gaps')}</h2>
      {items('gapItems')}
      <h2>{t('tell')}</h2>
      <p>{t('tellLead')}</p>
      <ul>
        <li>
          {t.rich('call', {
            phone: SITE_PHONE,
            call: (chunks) => (
              <a href={telHref(SITE_PHONE)} data-conversion="call">
                {chunks}
              </a>
            ),
          })}
        </li>
        <li>
          {t.rich('email', {
            email: GRIEVANCE_OFFICER_EMAIL,
            link: (chunks) => <a href={`mailto:${GRIEVANCE_OFFICER_EMAIL}`}>{chunks}</a>,
          })}
        </li>
      </ul>
      <p>{t('tellText')}</p>
    </article>
  );
}
