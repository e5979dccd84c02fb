'use client';

import { useState } from 'react';
import { carryQuery } from '@/lib/catalog/navigation';
import { Popup } from './popup';

export interface DealTestGroup {
  title: string;
  parameters: string[];
}

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
  dealHref,
  title,
  groups,
  count,
}: {
  dealHref: string;
  title: string;
  groups: DealTestGroup[];
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
        {groups.map((g) => (
          <div key={g.title} className="deal-group">
            <h3>{g.title}</h3>
            <ul>
              {g.parameters.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ))}
        <DealLink href={dealHref} />
      </Popup>
    </>
  );
}
