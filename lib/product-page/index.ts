// The product page's server entry, for the features whose changes its cached parts show (a
// price set by operations or by the centre itself).
import '@/lib/server-api/server-only';

export { invalidateBasicInfo } from './basic-info';
export { cachedBasicInfo } from './basic-info';
export {
  productBasicInfoQuery,
  productBasicInfoResponse,
  similarProductsQuery,
  similarProductsResponse,
  type ProductBasicInfo,
  type SimilarProducts,
} from './contract';
export { layoutFlags } from './flags';
export { links, type LinkContext } from './links';
export { cachedProductPageAt } from './load';
export { areaNamesOf, localizeProductPage } from './localize';
export { bookingHash, type PageInputs } from './page-inputs';
export { SERVER_ROWS, toPartnerRow } from './partner-rows';
