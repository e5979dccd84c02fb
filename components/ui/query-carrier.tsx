'use client';

import { useEffect } from 'react';
import { carryQuery } from '@/lib/catalog/navigation';

/**
 * Pages are cached and shared, so their links are rendered without the visitor's query
 * string; this adds it (utm_* and the rest) to every link marked data-carry-query.
 */
export function QueryCarrier() {
  useEffect(() => {
    const query = window.location.search;
    if (!query) return;
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-carry-query]')) {
      const href = a.getAttribute('href');
      if (href) a.setAttribute('href', carryQuery(href, query));
    }
  }, []);
  return null;
}
