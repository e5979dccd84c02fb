'use client';

import { useState } from 'react';
import type { BookingCentreView } from '@/lib/booking/contract';
import { formatRupees } from '@/lib/locale/india';
import { orderByArea } from '@/lib/catalog/area-order';
import type { ChosenArea } from '@/lib/catalog/types';
import { useBookingTexts } from './texts';

const SHOWN_AT_FIRST = 6;

/** The city's centres offering the test, cheapest first or the chosen area's first. */
export function CentrePicker({
  centres,
  homeService,
  value,
  onChange,
  area,
}: {
  centres: BookingCentreView[];
  homeService: boolean;
  value: number | null;
  onChange: (centre: BookingCentreView) => void;
  area: ChosenArea | null;
}) {
  const t = useBookingTexts();
  const [order, setOrder] = useState<'price' | 'area'>(area ? 'area' : 'price');
  const [all, setAll] = useState(false);
  const offered = centres.filter((c) => !homeService || c.home_service);
  const ordered =
    order === 'area' && area ? orderByArea(offered, (c) => c.area_id === area.id) : offered;
  // The chosen centre stays in view even past the first few.
  const shown = all ? ordered : ordered.filter((c, i) => i < SHOWN_AT_FIRST || c.id === value);

  return (
    <fieldset className="centre-picker">
      <legend>{t('centre.legend')}</legend>
      {area && (
        <div className="centre-order" role="group" aria-label={t('centre.orderBy')}>
          <button
            type="button"
            className={order === 'price' ? 'chip chip-on' : 'chip'}
            aria-pressed={order === 'price'}
            onClick={() => setOrder('price')}
          >
            {t('centre.lowest')}
          </button>
          <button
            type="button"
            className={order === 'area' ? 'chip chip-on' : 'chip'}
            aria-pressed={order === 'area'}
            onClick={() => setOrder('area')}
          >
            {t('centre.near', { area: area.name })}
          </button>
        </div>
      )}
      {offered.length === 0 ? (
        <p className="empty">{t('centre.none', { home: homeService ? 'yes' : 'no' })}</p>
      ) : (
        <ul className="centre-options">
          {shown.map((c) => (
            <li key={c.id}>
              <label
                className={c.id === value ? 'centre-option centre-on' : 'centre-option'}
                data-area={c.area_name}
              >
                <input
                  type="radio"
                  name="centre"
                  value={c.id}
                  checked={c.id === value}
                  onChange={() => onChange(c)}
                />
                <span className="centre-text">
                  <strong>{c.name}</strong>
                  <span>
                    {c.name.includes(c.area_name)
                      ? c.organisation_name
                      : `${c.organisation_name}, ${c.area_name}`}
                    {c.rating === null ? '' : ` · ★ ${c.rating.toFixed(1)}`}
                  </span>
                  <span className="muted">
                    {t('centre.hours', {
                      address: c.address,
                      opens: c.opens_at,
                      closes: c.closes_at,
                    })}
                  </span>
                  <span className="muted">{t('centre.report', { hours: c.report_hours })}</span>
                </span>
                <span className="centre-price">
                  {formatRupees(c.price)}
                  {homeService && c.home_collection_fee > 0 && (
                    <small>
                      {' '}
                      {t('centre.collection', { fee: formatRupees(c.home_collection_fee) })}
                    </small>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {!all && ordered.length > shown.length && (
        <button type="button" className="button button-outline" onClick={() => setAll(true)}>
          {t('centre.showAll', { count: ordered.length })}
        </button>
      )}
    </fieldset>
  );
}
