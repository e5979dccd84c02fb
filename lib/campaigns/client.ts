// The campaigns feature's browser-safe entry (issue 19).
export { CAMPAIGN_KEYS, VIEW_PATH } from './keys';
export { viewBody } from './contract';
