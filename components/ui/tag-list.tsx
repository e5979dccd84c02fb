'use client';

import { useState } from 'react';

export interface Tag {
  id: number | string;
  label: string;
  /** Stays in the list after it is clicked. */
  alwaysShow?: boolean;
}

/**
 * docs/product.md, States: tags in a list hide once clicked, unless they are set to always show.
 */
export function TagList<T extends Tag>({
  tags,
  onPick,
  label,
}: {
  tags: readonly T[];
  onPick: (tag: T) => void;
  label: string;
}) {
  const [hidden, setHidden] = useState<ReadonlySet<T['id']>>(new Set());
  const shown = tags.filter((t) => !hidden.has(t.id));
  if (shown.length === 0) return null;
  return (
    <ul className="chips tag-list" aria-label={label}>
      {shown.map((tag) => (
        <li key={tag.id}>
          <button
            type="button"
            className="chip"
            onClick={() => {
              if (!tag.alwaysShow) setHidden((h) => new Set(h).add(tag.id));
              onPick(tag);
            }}
          >
            {tag.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
