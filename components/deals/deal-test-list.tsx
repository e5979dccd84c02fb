'use client';

import { getDeal } from '@/lib/deals';

/** The deal's tests, group by group: its code comes with the first opening of the popup. */
export function DealTestList({ code }: { code: string }) {
  return getDeal(code)?.groups.map((g) => (
    <div key={g.productSlug} className="deal-group">
      <h3>{g.title}</h3>
      <ul>
        {g.parameters.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  ));
}
