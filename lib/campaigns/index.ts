// The campaigns feature's server entry.
import '@/lib/server-api/server-only';
export {
  campaignCookieFor,
  attributionOf,
  hasCampaignKey,
  CAMPAIGN_CACHE_CONTROL,
  forgetCampaign,
} from './touch-cookie';
export {
  creditedCampaign,
  decodeAttribution,
  encodeAttribution,
  storedAttribution,
  type Attribution,
  type Touch,
} from './attribution';
export { countView, landingOf } from './views';
export { viewBody } from './contract';
export { listChannels, setChannel } from './channels';
export { campaignUrl, createLink, listLinks, offeredProducts, type BuiltLink } from './links';
export {
  campaignReport,
  dailyCounts,
  LEAD_TO_BOOKING,
  rangeOf,
  totalsByCampaign,
  reportCsv,
  SORTS,
  type DayCount,
  type ReportRange,
  type ReportRow,
  type Sort,
} from './report';
export {
  channelBody,
  linkBody,
  LINK_PAGES,
  reportQuery,
  type LinkBody,
  type ReportQuery,
} from './contract';
