'use client';

import { getDeal } from '@/lib/deals/client';

/**
 * The deal's tests, group by group: its code comes with the first opening of the popup, with
 * the groups' headings in the page's language when it is not English.
 */
export function DealTestList({ code, titles }: { code: string; titles?: Record<string, string> }) {
  return getDeal(code)?.groups.map((g) => (
    <div key={g.productSlug} className="deal-group">
      <h3>{titles?.[g.productSlug] ?? g.title}</h3>
      <ul>
        {g.parameters.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  ));
}
