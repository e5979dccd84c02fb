// The seo feature's components: its JSON-LD, written into the page.
export { JsonLd, PageLanguageJsonLd } from './json-ld';
export { ShareCard } from './share-card';
