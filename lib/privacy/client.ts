// The privacy notice's version (its date): placeholder of the notices branch so the pages
// compile. lib/privacy is built in main (issue 18); on merge, main's file replaces this one.
export const PRIVACY_NOTICE_VERSION = '2026-11-23';
