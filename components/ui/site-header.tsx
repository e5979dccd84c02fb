import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { SITE_NAME, telHref, whatsappHref } from '@/lib/env/site';

export function SiteHeader() {
  const { SITE_PHONE, WHATSAPP_NUMBER } = env();
  return (
    <header className="site-header">
      {/* Plain links: the visitor's query string (a campaign's) is added to them in the
          browser (QueryCarrier), which a client-side Link would navigate without. */}
      <a href="/" className="logo" aria-label={`${SITE_NAME} home`}>
        <span className="logo-mark" aria-hidden="true">
          +
        </span>
        {SITE_NAME}
      </a>
      {/* The same for everyone (this header is in cached pages): the page itself sends an
          anonymous visitor to log in. A plain link, so no page view prefetches it. */}
      <a href={MY_BOOKINGS_PATH} className="header-account">
        My bookings
      </a>
      <nav className="header-actions" aria-label="Contact us">
        <a href={telHref(SITE_PHONE)} className="header-call" data-conversion="call">
          Call Us
        </a>
        <a
          href={whatsappHref(WHATSAPP_NUMBER, 'Hi, I would like to book a diagnostic test.')}
          className="header-whatsapp"
          rel="noopener"
        >
          Whatsapp Chat
        </a>
      </nav>
    </header>
  );
}
