// The notices' addresses and the footer's "Legal and your data" links. My data (/my-data/) is
// the privacy feature's self-service page.

export const PRIVACY_PATH = '/privacy/';
export const TERMS_PATH = '/terms/';
export const ACCESSIBILITY_PATH = '/accessibility/';
export const MY_DATA_PATH = '/my-data/';

/** `key`: the label's message in the "legal" namespace; `label`: its English words. */
export const LEGAL_LINKS = [
  { href: PRIVACY_PATH, key: 'privacy', label: 'Privacy notice' },
  { href: TERMS_PATH, key: 'terms', label: 'Terms of booking' },
  { href: ACCESSIBILITY_PATH, key: 'accessibility', label: 'Accessibility' },
  { href: MY_DATA_PATH, key: 'myData', label: 'My data' },
] as const;

/** The day the terms of booking were last changed ('YYYY-MM-DD', India). */
export const TERMS_DATE = '2026-11-23';
/** The day the accessibility statement was written or last reviewed ('YYYY-MM-DD', India). */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-23';
