'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { carriedQuery, carryQuery } from '@/lib/catalog/navigation';

/** Internal page links: same-origin paths, not the API (a calendar file) and not the staff side. */
const INTERNAL = 'a[href^="/"]:not([href^="//"]):not([href^="/api/"]):not([href^="/ops/"])';

function carryInto(root: ParentNode, query: string): void {
  const anchors = [
    ...(root instanceof HTMLAnchorElement && root.matches(INTERNAL) ? [root] : []),
    ...root.querySelectorAll<HTMLAnchorElement>(INTERNAL),
  ];
  for (const a of anchors) {
    const href = a.getAttribute('href')!;
    const carried = carryQuery(href, query);
    // Idempotent, so the observer's own change does not set off another.
    if (carried !== href) a.setAttribute('href', carried);
  }
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-carry-query]')) {
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
}

/**
 * Pages are cached and shared, so their links are rendered without the visitor's query string
 * (a campaign's utm_* and the rest). Once in the root layout, this adds it to every internal
 * link of every page: the header's, the breadcrumbs', the page's own, and links rendered later
 * (lazy parts, streamed sections), after each client-side navigation too; and to GET forms
 * marked data-carry-query, as hidden fields (a GET form replaces its action's query).
 */
export function QueryCarrier() {
  const pathname = usePathname() ?? '';
  useEffect(() => {
    const query = carriedQuery(window.location.search);
    if (!query || pathname.startsWith('/ops/')) return;
    carryInto(document, query);
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes') carryInto(change.target as Element, query);
        for (const node of change.addedNodes) if (node instanceof Element) carryInto(node, query);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
