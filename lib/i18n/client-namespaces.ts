// The message namespaces client components read with useTranslations: only these travel to
// the browser with each page (server components read every namespace on the server).
export const CLIENT_NAMESPACES: readonly string[] = [
  'common',
  'account',
  'errorPage',
  'notFound',
  // The not-found page's popular tests and search box (components/home/popular-for-path).
  'catalog',
];
