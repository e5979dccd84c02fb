'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { centreBookingHref, organisationHref, productHref } from '@/lib/catalog/centre-links';
import { formatRupees } from '@/lib/locale/india';
import { areaIdFromHash, orderByArea } from '@/lib/catalog/area-order';
import {
  CENTRES_SHOWN,
  searchCalls,
  type CentreView,
  type HitView,
  type OfferTuple,
} from '@/lib/search/client';
import { localePath } from '@/lib/i18n/locales';

const api = searchCalls();

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The area of "#/sort_by_area_id=…", null without one (and on the server, which has no hash). */
function useSortArea(): number | null {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return areaIdFromHash(hash);
}

interface AreaCentres {
  id: number;
  name: string;
  /** By product id: the area's centres offering it, cheapest first. */
  offers: Record<string, OfferTuple[]>;
  centres: Record<number, CentreView>;
}

/**
 * The chosen area's centres for each result, null until known. The page carries each result's
 * cheapest few, so the area's are asked for, unless the page already holds every centre of
 * every result and knows the area's name; a failed call leaves the results as they are.
 */
function useAreaCentres(
  areaId: number | null,
  hits: HitView[],
  centres: Record<number, CentreView>,
  areas: Record<number, string>,
  cityId: number,
): AreaCentres | null {
  const locale = useLocale();
  const [asked, setAsked] = useState<AreaCentres | null>(null);
  const whole = hits.every((h) => h.offers.length >= h.centreCount);
  const known = areaId === null ? undefined : areas[areaId];
  const ask = areaId !== null && !(whole && known !== undefined);
  const products = hits.map((h) => h.randomId).join(',');
  useEffect(() => {
    if (!ask || areaId === null) return;
    let current = true;
    api
      .areaOffers(
        { city_id: cityId, area_id: areaId, products, language: locale },
        { abortKey: 'search-area' },
      )
      .then(
        (a) => {
          if (current) setAsked({ ...a.area, offers: a.offers, centres: a.centres });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [ask, areaId, products, cityId, locale]);
  if (areaId === null) return null;
  if (!ask) {
    const offers = Object.fromEntries(
      hits.map((h) => [h.randomId, h.offers.filter(([id]) => centres[id]?.areaId === areaId)]),
    );
    return { id: areaId, name: known!, offers, centres: {} };
  }
  return asked?.id === areaId ? asked : null;
}

/**
 * The results with their centres. A client leaf because the area to sort by is in the hash,
 * which never reaches the server; without one, it renders the same HTML on the server.
 */
export function SearchResults({
  hits,
  centres,
  areas,
  city,
  carry,
}: {
  hits: HitView[];
  centres: Record<number, CentreView>;
  /** Area names of the city by id. */
  areas: Record<number, string>;
  city: { id: number; slug: string; name: string };
  carry: string;
}) {
  const t = useTranslations('searchResults');
  const locale = useLocale();
  const area = useAreaCentres(useSortArea(), hits, centres, areas, city.id);
  const areaName = area?.name;
  const areaId = area?.id ?? null;
  const places = area ? { ...centres, ...area.centres } : centres;
  const areaNames = area ? { ...areas, [area.id]: area.name } : areas;
  return (
    <>
      {areaName !== undefined && (
        <p className="area-note" role="status">
          {t.rich('areaFirst', { area: areaName, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      )}
      <ol className="search-results">
        {hits.map((hit) => {
          const page = localePath(locale, productHref(city, hit, carry));
          const first = area?.offers[hit.randomId] ?? [];
          const offers = orderByArea(
            [...first, ...hit.offers.filter(([id]) => places[id]?.areaId !== areaId)].map(
              ([id, price, home]) => ({ id, price, home, ...places[id]! }),
            ),
            (o) => o.areaId === areaId,
          );
          const inArea = first.length;
          return (
            <li key={hit.randomId} className="card result">
              <p className="eyebrow">{hit.categoryName}</p>
              <h2>
                <a href={page}>{hit.name}</a>
              </h2>
              {hit.matchedAlias && (
                <p className="aliases">{t('alsoKnownAs', { alias: hit.matchedAlias })}</p>
              )}
              <p className="price-range">
                <strong>
                  {hit.minPrice === hit.maxPrice
                    ? formatRupees(hit.minPrice)
                    : `${formatRupees(hit.minPrice)} – ${formatRupees(hit.maxPrice)}`}
                </strong>{' '}
                <span className="muted">
                  {t('atCentres', { count: hit.centreCount, city: city.name })}
                </span>
              </p>
              {areaName !== undefined && (
                <p className="muted small">
                  {inArea === 0
                    ? t('noneInArea', { area: areaName, city: city.name })
                    : t('inArea', { count: inArea, area: areaName })}
                </p>
              )}
              <ul className="centre-list">
                {offers.slice(0, Math.max(CENTRES_SHOWN, inArea)).map((o) => (
                  <li key={o.id} className={o.areaId === areaId ? 'in-area' : undefined}>
                    <span className="centre-name">
                      {o.name}
                      <span className="muted small">
                        {' '}
                        ·{' '}
                        <a
                          href={localePath(
                            locale,
                            organisationHref(o.organisationSlug, city, hit.randomId, carry),
                          )}
                        >
                          {o.organisationName}
                        </a>
                        {o.name.includes(areaNames[o.areaId] ?? '')
                          ? ''
                          : ` · ${areaNames[o.areaId]}`}
                      </span>
                    </span>
                    <span className="centre-price">{formatRupees(o.price)}</span>
                    <a
                      className="button button-small"
                      href={centreBookingHref(page, o.id, o.home === 1)}
                    >
                      {t('book')}
                      <span className="visually-hidden">
                        {' '}
                        {t('bookWhat', { test: hit.name, centre: o.name })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
              {hit.centreCount > CENTRES_SHOWN && (
                <p>
                  <a href={page}>{t('compareAll', { count: hit.centreCount, test: hit.name })}</a>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
