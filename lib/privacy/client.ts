// The privacy feature's browser-safe entry: the notice's version, the consent words the forms
// show (and the server stores with each choice), and the browser calls of My data.
export type { ErasureCounts, PrivacyChoices } from './contract';
export {
  CONSENT_PURPOSES,
  CONSENT_WORDS,
  MY_DATA_PATH,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_VERSION,
  consentRow,
  consentRows,
  consentWordsIn,
  type ConsentPurpose,
  type ConsentRow,
  type ConsentVia,
  type GuardianVia,
} from './consent-words';
export { privacyCalls, type PrivacyCalls } from './api';
