'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { carryQuery } from '@/lib/catalog/navigation';
import { Popup } from '@/components/ui/popup';

export const VIEW_TESTS_LOADING = 'Loading the tests...';

// The list (and the deal's data) loads on the first opening: the page does not carry 32 test
// names in its HTML and flight data for the few who open it.
const DealTestList = dynamic(() => import('./deal-test-list').then((m) => m.DealTestList), {
  ssr: false,
  loading: () => <p className="empty">{VIEW_TESTS_LOADING}</p>,
});

/** Rendered only once the popup opens, after the page's links got the visitor's query. */
function DealLink({ href }: { href: string }) {
  return (
    <a href={carryQuery(href, window.location.search)} className="button">
      See the package and book
    </a>
  );
}

/**
 * 'View Tests' of the promotional deal: a link to the deal's page for crawlers and for
 * anyone without JavaScript; in the browser it opens the list of the deal's tests.
 */
export function ViewTests({
  dealCode,
  dealHref,
  title,
  count,
}: {
  dealCode: string;
  dealHref: string;
  title: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={dealHref}
        className="button button-outline"
        data-carry-query
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        View Tests
      </a>
      <Popup open={open} onClose={() => setOpen(false)} title={`${title}: ${count} tests`}>
        <DealTestList code={dealCode} />
        <DealLink href={dealHref} />
      </Popup>
    </>
  );
}
