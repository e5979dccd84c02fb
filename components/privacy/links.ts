// The notices' addresses and the footer's "Legal and your data" links. My data (/my-data/) is
// the privacy feature's self-service page (issue 18).

export const PRIVACY_PATH = '/privacy/';
export const TERMS_PATH = '/terms/';
export const ACCESSIBILITY_PATH = '/accessibility/';
export const MY_DATA_PATH = '/my-data/';

export const LEGAL_LINKS = [
  { href: PRIVACY_PATH, label: 'Privacy notice' },
  { href: TERMS_PATH, label: 'Terms of booking' },
  { href: ACCESSIBILITY_PATH, label: 'Accessibility' },
  { href: MY_DATA_PATH, label: 'My data' },
] as const;

/** The day the terms of booking were last changed ('YYYY-MM-DD', India). */
export const TERMS_DATE = '2026-11-23';
/** The day the accessibility statement was written or last reviewed ('YYYY-MM-DD', India). */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-23';
