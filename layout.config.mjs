// The code's map, read by lint (eslint.config.mjs) and checked against the README's "Layout" by
// a test: which folders are features, which are the shared domain and the platform, and which
// feature may use which. One folder pair per feature: lib/<feature> and components/<feature>.
export const FEATURES = [
  'accounts',
  'booking',
  'booking-desk',
  'call-me',
  'campaigns',
  'centre-console',
  'chat',
  'deals',
  'family',
  'home',
  'lead-queue',
  'messages',
  'organisations',
  'price-updates',
  'privacy',
  'product-page',
  'promises',
  'reviews',
  'safety',
  'scans',
  'search',
  'seo',
  'staff',
  'staffing',
];

// The shared domain and the platform: every feature may use them; they use no feature.
export const SHARED = [
  'lib/catalog',
  'components/catalog',
  'components/ui',
  'lib/browser-api',
  'lib/cache',
  'lib/cookies',
  'lib/db',
  'lib/env',
  'lib/jobs',
  'lib/i18n',
  'lib/locale',
  'lib/log',
  'lib/page-params',
  'lib/ratelimit',
  'lib/server-api',
  'lib/server-process',
  'lib/sms',
  'lib/style',
];

// The only feature-to-feature imports allowed, each through the used feature's entry files.
// A feature never uses one that uses it back: the lower one is handed what it needs.
export const FEATURE_EDGES = {
  booking: ['accounts', 'family', 'messages', 'privacy', 'safety'],
  'booking-desk': ['booking', 'messages', 'safety', 'staff'],
  'call-me': ['messages', 'privacy'],
  campaigns: ['booking', 'call-me', 'deals'],
  'centre-console': ['booking', 'booking-desk', 'price-updates', 'safety', 'staff'],
  family: ['accounts', 'privacy'],
  'lead-queue': ['booking', 'booking-desk', 'campaigns', 'messages', 'staff', 'staffing'],
  messages: ['accounts', 'safety'],
  privacy: ['safety'],
  organisations: ['reviews'],
  'price-updates': ['booking', 'product-page'],
  'product-page': ['booking', 'call-me', 'chat', 'reviews'],
  promises: ['booking', 'messages'],
  seo: ['deals'],
};

// A feature's entry files, the only ones another feature may import: the server entry
// (lib/<feature>/index.ts), its browser-safe entry (lib/<feature>/client.ts: wire contract and
// browser calls) and its components (components/<feature>/index.ts).
export const ENTRIES = ['./index.ts', './client.ts'];
