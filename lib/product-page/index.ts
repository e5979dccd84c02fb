// The product page's server entry, for the features whose changes its cached parts show (a
// price set by operations or by the centre itself).
import '@/lib/server-api/server-only';

export { invalidateBasicInfo } from './basic-info';
