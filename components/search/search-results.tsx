'use client';

import { useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { centreBookingHref, organisationHref, productHref } from '@/lib/catalog/centre-links';
import { formatRupees } from '@/lib/locale/india';
import { areaIdFromHash, orderByArea } from '@/lib/catalog/area-order';
import type { CentreView, HitView } from '@/lib/search/view';
import { localePath } from '@/lib/i18n/locales';

/** Centres shown per result; a chosen area's centres are all shown, however many. */
const CENTRES_SHOWN = 5;

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
  city: { slug: string; name: string };
  carry: string;
}) {
  const t = useTranslations('searchResults');
  const locale = useLocale();
  const sortArea = useSortArea();
  const areaName = sortArea === null ? undefined : areas[sortArea];
  const areaId = areaName === undefined ? null : sortArea;
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
          const offers = orderByArea(
            hit.offers.map(([id, price, home]) => ({ id, price, home, ...centres[id]! })),
            (o) => o.areaId === areaId,
          );
          const inArea = areaId === null ? 0 : offers.filter((o) => o.areaId === areaId).length;
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
                  {t('atCentres', { count: offers.length, city: city.name })}
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
                        {o.name.includes(areas[o.areaId] ?? '') ? '' : ` · ${areas[o.areaId]}`}
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
              {offers.length > CENTRES_SHOWN && (
                <p>
                  <a href={page}>{t('compareAll', { count: offers.length, test: hit.name })}</a>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
