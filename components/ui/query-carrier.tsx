'use client';

import { useEffect } from 'react';
import { carryQuery } from '@/lib/catalog/navigation';

/**
 * Pages are cached and shared, so their links are rendered without the visitor's query
 * string; this adds it (utm_* and the rest) to every link marked data-carry-query, and to
 * GET forms so marked as hidden fields (a GET form replaces its action's query).
 */
export function QueryCarrier() {
  useEffect(() => {
    const query = window.location.search;
    if (!query) return;
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-carry-query]')) {
      const href = a.getAttribute('href');
      if (href) a.setAttribute('href', carryQuery(href, query));
    }
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-carry-query]')) {
      const own = new Set([...form.elements].map((e) => (e as HTMLInputElement).name));
      for (const [name, value] of new URLSearchParams(query)) {
        if (own.has(name)) continue;
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
    }
  }, []);
  return null;
}
