'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ReactNode } from 'react';
import { carriedQuery, carryQuery } from '@/lib/catalog/navigation';

// The address's query string does not change without a navigation, which remounts the page.
const subscribe = () => () => undefined;
const clientSearch = () => window.location.search;
const serverSearch = () => '';

/**
 * A client-side Link that keeps the visitor's query string (a campaign's). Cached pages render
 * it bare; once hydrated its href, the one Link navigates with, gains the query. QueryCarrier
 * changes only the DOM attribute, which a Link's navigation does not read.
 */
export function CarryingLink({ href, children }: { href: string; children: ReactNode }) {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  return (
    <Link href={carryQuery(href, carriedQuery(search))} prefetch={false}>
      {children}
    </Link>
  );
}
