import { carryQuery } from '@/lib/catalog/navigation';
import type { Crumb } from '@/lib/catalog/types';

/** Home › City › …, the last crumb being this page (not a link). */
export function Breadcrumbs({ crumbs, carry = '' }: { crumbs: Crumb[]; carry?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.path}>
              <a href={carryQuery(c.path, carry)} data-carry-query>
                {c.name}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
