'use client';

import { useEffect } from 'react';
import { setCookie } from '@/lib/cookies/browser';
import { CITY_COOKIE } from '@/lib/cookies/policy';

/** Remembers the city the visitor chose, so the home page opens on it next time. */
export function RememberCity({ slug }: { slug: string }) {
  useEffect(() => {
    setCookie(CITY_COOKIE, slug);
  }, [slug]);
  return null;
}
