'use client';

import { useEffect } from 'react';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE } from '@/lib/cookies/city';

/** Remembers the city the visitor chose, so the home page opens on it next time. */
export function RememberCity({ slug }: { slug: string }) {
  useEffect(() => {
    document.cookie = `${CITY_COOKIE}=${encodeURIComponent(slug)}; Path=/; Max-Age=${CITY_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, [slug]);
  return null;
}
