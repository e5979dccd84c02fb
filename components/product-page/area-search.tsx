'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type Fuse from 'fuse.js';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import { useLive, type ChosenArea } from './live-context';

type Area = ProductBasicInfo['areas'][number];
type AreaSearchModule = typeof import('@/lib/catalog/area-search');

/**
 * SPEC.md point 5: a fuzzy search over the city's area names. fuse.js and the index are
 * loaded when the visitor first types, not with the page.
 */
export function AreaSearch({ onChosen }: { onChosen?: (area: ChosenArea) => void }) {
  const { basicInfo, chooseArea } = useLive();
  const areas = basicInfo?.areas;
  const [input, setInput] = useState('');
  const [results, setResults] = useState<Area[]>([]);
  const search = useRef<{ mod: AreaSearchModule; index: Fuse<Area> } | null>(null);
  const id = useId();

  useEffect(() => {
    search.current = null;
  }, [areas]);

  useEffect(() => {
    if (!areas || input.trim().length < 2) return;
    let live = true;
    (async () => {
      if (!search.current) {
        const mod = await import('@/lib/catalog/area-search');
        search.current = { mod, index: mod.createAreaIndex(areas) };
      }
      const { mod, index } = search.current;
      if (live) setResults(mod.searchAreas(index, input));
    })();
    return () => {
      live = false;
    };
  }, [input, areas]);

  const shown = areas && input.trim().length >= 2 ? results : [];

  const pick = (area: Area) => {
    chooseArea({ id: area.id, name: area.name });
    setInput('');
    onChosen?.(area);
  };

  return (
    <div className="area-search">
      <label htmlFor={`${id}-area`}>Search your area</label>
      <input
        id={`${id}-area`}
        type="search"
        autoComplete="off"
        placeholder={areas ? 'e.g. Banjara Hills' : 'Loading areas...'}
        disabled={!areas}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        aria-controls={`${id}-results`}
      />
      <ul
        id={`${id}-results`}
        className="area-results"
        aria-live="polite"
        aria-label="Matching areas"
      >
        {shown.map((a) => (
          <li key={a.id}>
            <button type="button" onClick={() => pick(a)}>
              {a.name}
            </button>
          </li>
        ))}
        {input.trim().length >= 2 && shown.length === 0 && areas && (
          <li className="muted">No area matches “{input.trim()}”</li>
        )}
      </ul>
    </div>
  );
}
