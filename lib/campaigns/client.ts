// The campaigns feature's browser-safe entry: the beacon's keys and address only,
// nothing that would bring zod or the contracts into every public page's JavaScript.
export { CAMPAIGN_KEYS, VIEW_PATH } from './keys';
