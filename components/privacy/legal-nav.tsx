import { LEGAL_LINKS } from './links';

/** The footer's links to the notices and My data, on every storefront page. */
export function LegalNav() {
  return (
    // Plain links: the visitor's query string is added to them in the browser (QueryCarrier).
    <nav className="footer-links" aria-label="Legal and your data">
      <ul>
        {LEGAL_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
