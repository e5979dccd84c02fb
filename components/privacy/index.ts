// The notices' components (privacy notice, terms of booking, accessibility statement) and the
// footer's links to them, for app/ to compose. Server components: they read the settings.
export { LegalNav } from './legal-nav';
export { GrievanceContact } from './contact';
export { CookieList } from './cookie-list';
export { NoticeDate, noticeDateLabel } from './notice-date';
export {
  ACCESSIBILITY_PATH,
  ACCESSIBILITY_STATEMENT_DATE,
  LEGAL_LINKS,
  MY_DATA_PATH,
  PRIVACY_PATH,
  TERMS_DATE,
  TERMS_PATH,
} from './links';
export { PrivacyNotice } from './privacy-notice';
export { TermsOfBooking } from './terms-of-booking';
export { AccessibilityStatement } from './accessibility-statement';
export { MyDataView } from './my-data-view';
