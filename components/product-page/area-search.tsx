'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type Fuse from 'fuse.js';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import { localAreaName } from '@/lib/product-page/page-inputs';
import { useLive, type ChosenArea } from './live-context';
import { useProductTexts } from './texts';

/** An area with its name in the page's language (`name`) and its English one. */
type Area = ProductBasicInfo['areas'][number] & { english: string };
type AreaSearchModule = typeof import('@/lib/catalog/area-search');

/**
 * docs/product.md, Validation: a fuzzy search over the city's area names. fuse.js and the index are
 * loaded when the visitor first types, not with the page.
 */
export function AreaSearch({ onChosen }: { onChosen?: (area: ChosenArea) => void }) {
  const t = useProductTexts();
  const { basicInfo, chooseArea, inputs } = useLive();
  const english = basicInfo?.areas;
  const areas = useMemo(
    () => english?.map((a) => ({ ...a, name: localAreaName(inputs, a.name), english: a.name })),
    [english, inputs],
  );
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
      <label htmlFor={`${id}-area`}>{t('areaSearch.label')}</label>
      <input
        id={`${id}-area`}
        type="search"
        autoComplete="off"
        placeholder={areas ? t('areaSearch.placeholder') : t('areaSearch.loading')}
        disabled={!areas}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        aria-controls={`${id}-results`}
      />
      <ul
        id={`${id}-results`}
        className="area-results"
        aria-live="polite"
        aria-label={t('areaSearch.results')}
      >
        {shown.map((a) => (
          <li key={a.id}>
            <button type="button" onClick={() => pick(a)}>
              {a.name}
            </button>
          </li>
        ))}
        {input.trim().length >= 2 && shown.length === 0 && areas && (
          <li className="muted">{t('areaSearch.noMatch', { input: input.trim() })}</li>
        )}
      </ul>
    </div>
  );
}
