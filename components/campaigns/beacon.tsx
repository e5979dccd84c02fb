'use client';

import { useEffect } from 'react';
import { CAMPAIGN_KEYS, VIEW_PATH } from '@/lib/campaigns/client';

/** Arrived from elsewhere: a page reached by a link of this site (the query carried) is no landing. */
function landedFromOutside(): boolean {
  try {
    return !document.referrer || new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * Counts a landing view of a campaign link: once per page load that came from
 * outside with campaign parameters, by navigator.sendBeacon, which outlives the page and never
 * delays it. The server keeps a count per day, page and campaign, nothing per person.
 */
export function CampaignBeacon() {
  useEffect(() => {
    const { pathname, search } = window.location;
    if (pathname.startsWith('/ops/') || pathname.startsWith('/partner/')) return;
    const query = new URLSearchParams(search);
    if (!CAMPAIGN_KEYS.some((k) => query.has(k)) || !landedFromOutside()) return;
    const body = new Blob([JSON.stringify({ page: pathname + search })], {
      type: 'application/json',
    });
    navigator.sendBeacon?.(VIEW_PATH, body);
  }, []);
  return null;
}
