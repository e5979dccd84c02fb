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
export { listChannels, setChannel } from './channels';
export { campaignUrl, createLink, listLinks, type BuiltLink } from './links';
export {
  campaignReport,
  dailyCounts,
  reportCsv,
  SORTS,
  type DayCount,
  type ReportRange,
  type ReportRow,
  type Sort,
} from './report';
export { channelBody, linkBody, LINK_PAGES, type LinkBody } from './contract';
