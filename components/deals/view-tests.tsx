'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, useState } from 'react';
import { carryQuery } from '@/lib/catalog/navigation';
import { Popup } from '@/components/ui/popup';

export const VIEW_TESTS_LOADING = 'Loading the tests...';

/** The widget's words, from the page's messages (deals); English when none are given. */
export interface ViewTestsText {
  viewTests: string;
  loading: string;
  popupTitle: string;
  seePackage: string;
}

// The placeholder of the list while it loads, in the page's language.
const LoadingText = createContext(VIEW_TESTS_LOADING);

function Loading() {
  return <p className="empty">{useContext(LoadingText)}</p>;
}

// The list (and the deal's data) loads on the first opening: the page does not carry 32 test
// names in its HTML and flight data for the few who open it.
const DealTestList = dynamic(() => import('./deal-test-list').then((m) => m.DealTestList), {
  ssr: false,
  loading: () => <Loading />,
});

/** Rendered only once the popup opens, after the page's links got the visitor's query. */
function DealLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={carryQuery(href, window.location.search)} className="button">
      {label}
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
  text,
  groupTitles,
}: {
  dealCode: string;
  dealHref: string;
  title: string;
  count: number;
  text?: ViewTestsText;
  /** The groups' headings in the page's language, by product slug. */
  groupTitles?: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const words = text ?? {
    viewTests: 'View Tests',
    loading: VIEW_TESTS_LOADING,
    popupTitle: `${title}: ${count} tests`,
    seePackage: 'See the package and book',
  };
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
        {words.viewTests}
      </a>
      <Popup open={open} onClose={() => setOpen(false)} title={words.popupTitle}>
        <LoadingText value={words.loading}>
          <DealTestList code={dealCode} titles={groupTitles} />
        </LoadingText>
        <DealLink href={dealHref} label={words.seePackage} />
      </Popup>
    </>
  );
}
