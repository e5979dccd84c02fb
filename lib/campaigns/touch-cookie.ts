// The attribution cookie as the proxy writes it and the routes read it.
import type { NextRequest } from 'next/server';
import { CAMPAIGN_COOKIE, cookieOptions, type PolicyCookie } from '@/lib/cookies/policy';
import {
  decodeAttribution,
  encodeAttribution,
  touchFrom,
  withTouch,
  type Attribution,
} from './attribution';
import type { ApiRequest } from '@/lib/server-api/api-request';
import { CAMPAIGN_KEYS } from './keys';

/**
 * A page answer to a campaign address: the browser's own, never a shared cache's. It may carry
 * this visitor's attribution cookie; stored by a CDN, it would go to every later visitor.
 */
export const CAMPAIGN_CACHE_CONTROL = 'private, no-store';

/** A campaign address: one of the parameters the proxy's matcher lets in. */
export function hasCampaignKey(query: URLSearchParams): boolean {
  return CAMPAIGN_KEYS.some((k) => query.has(k));
}

/** A link followed inside the site (the query is carried on internal links): not a new visit. */
function fromThisSite(request: NextRequest): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).host === request.headers.get('host');
  } catch {
    return false;
  }
}

/**
 * The cookie a campaign visit sets: its touch becomes the last, the first stays; null for a
 * request that is no campaign visit, or a page reached from another page of this site.
 */
export function campaignCookieFor(
  request: NextRequest,
  now: Date = new Date(),
): PolicyCookie | null {
  if (fromThisSite(request)) return null;
  const touch = touchFrom(request.nextUrl, now);
  if (!touch) return null;
  const previous = decodeAttribution(request.cookies.get(CAMPAIGN_COOKIE)?.value);
  return {
    name: CAMPAIGN_COOKIE,
    value: encodeAttribution(withTouch(previous, touch)),
    ...cookieOptions(CAMPAIGN_COOKIE),
  };
}

/** What a lead or booking stores: the request's attribution, or null for a direct visit. */
export function attributionOf(request: Pick<ApiRequest, 'cookies'>): Attribution | null {
  const attribution = decodeAttribution(request.cookies.get(CAMPAIGN_COOKIE)?.value);
  return attribution.last ? attribution : null;
}

/**
 * The attribution cookie removed: after a booking for a child, no campaign's record of this
 * browser is kept to tie to it or to what follows.
 */
export function forgetCampaign(): PolicyCookie {
  return {
    name: CAMPAIGN_COOKIE,
    value: '',
    ...cookieOptions(CAMPAIGN_COOKIE, { maxAge: 0 }),
  };
}
