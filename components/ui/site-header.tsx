import { useLocale, useTranslations } from 'next-intl';
import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { SITE_NAME, telHref, whatsappHref } from '@/lib/env/site';
import { localePath } from '@/lib/i18n/locales';
import { LanguageSwitch } from './language-switch';

/** The site's header; the staff side, English only, shows no language switch. */
export function SiteHeader({ languages = true }: { languages?: boolean }) {
  const { SITE_PHONE, WHATSAPP_NUMBER } = env();
  const t = useTranslations('header');
  const locale = useLocale();
  return (
    <header className="site-header">
      {/* Plain links: the visitor's query string (a campaign's) is added to them in the
          browser (QueryCarrier), which a client-side Link would navigate without. */}
      <a
        href={localePath(locale, '/')}
        className="logo"
        aria-label={t('home', { site: SITE_NAME })}
      >
        <span className="logo-mark" aria-hidden="true">
          +
        </span>
        {SITE_NAME}
      </a>
      {/* The same for everyone (this header is in cached pages): the page itself sends an
          anonymous visitor to log in. A plain link, so no page view prefetches it. */}
      <a href={localePath(locale, MY_BOOKINGS_PATH)} className="header-account">
        {t('myBookings')}
      </a>
      <nav className="header-actions" aria-label={t('contact')}>
        <a href={telHref(SITE_PHONE)} className="header-call" data-conversion="call">
          {t('call')}
        </a>
        <a
          href={whatsappHref(WHATSAPP_NUMBER, t('whatsappText'))}
          className="header-whatsapp"
          rel="noopener"
        >
          {t('whatsapp')}
        </a>
      </nav>
      {languages && <LanguageSwitch />}
    </header>
  );
}
