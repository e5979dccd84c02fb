// The query parameters that make a visit a campaign visit: shared by the proxy's cookie, the
// server's count and the browser's beacon, with nothing else imported (the beacon is on every
// public page).
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
/** Ad click ids: their presence names the network; their value is never kept. */
export const CLICK_IDS = { gclid: 'google', fbclid: 'facebook' } as const;

export const CAMPAIGN_KEYS = [...UTM_PARAMS, ...Object.keys(CLICK_IDS)] as readonly string[];

export const VIEW_PATH = '/api/campaigns/view/';
