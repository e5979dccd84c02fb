import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import { LEGAL_LINKS } from './links';

/** The footer's links to the notices and My data, on every storefront page, in its language. */
export function LegalNav() {
  const t = useTranslations('legal');
  const locale = useLocale();
  return (
    // Plain links: the visitor's query string is added to them in the browser (QueryCarrier).
    <nav className="footer-links" aria-label={t('nav')}>
      <ul>
        {LEGAL_LINKS.map((link) => (
          <li key={link.href}>
            <a href={localePath(locale, link.href)}>{t(link.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
