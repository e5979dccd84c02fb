// The seo feature's server entry, for its search-engine data (JSON-LD). Its builders take plain
// data and next-seo 7 builds the schema.org objects; components/seo's JsonLd writes them into
// the page. Also the share images and the sitemap. (proxy.ts imports the canonical redirects
// from their own file.)
import '@/lib/server-api/server-only';
export { productJsonLd, type ProductJsonLdInput } from './product-jsonld';
export {
  breadcrumbJsonLd,
  dealJsonLd,
  itemListJsonLd,
  organisationJsonLd,
  websiteJsonLd,
  type DealJsonLdInput,
  type OrganisationJsonLdInput,
} from './page-jsonld';
export { aggregateRating, type RatingSummary } from './schema-org';
export { jsonForScript } from './script-json';
export {
  cityShareCard,
  dealShareCard,
  productShareCard,
  shareImageMetadata,
  SHARE_IMAGE_SIZE,
  type ShareCardContent,
} from './share-card-words';
export { shareImageNotFound, shareImageResponse } from './share-image';
export {
  cachedSitemapPlan,
  sitemapFileChunks,
  sitemapIndexOf,
  sitemapPart,
  sitemapRoot,
  xmlStream,
} from './sitemap';
