// The campaigns feature's server entry (issue 19).
export { campaignCookieFor, attributionOf } from './touch-cookie';
export {
  creditedCampaign,
  decodeAttribution,
  storedAttribution,
  type Attribution,
  type Touch,
} from './attribution';
export { countView, landingOf } from './views';
export { viewBody } from './contract';
