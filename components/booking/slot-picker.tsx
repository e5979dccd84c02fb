'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { SlotView } from '@/lib/booking/contract';
import { bookableDates } from '@/lib/booking/schedule';
import { formatRupees } from '@/lib/locale/india';
import type { BookingApi } from '@/lib/booking/api';
import { localDayLabel } from '@/lib/i18n/local-dates';
import { useBookingTexts } from './texts';

/**
 * A date (today and the next 13 days) and a time slot with its places left, from the
 * server's availability; asked again when the window regains focus, so places stay true.
 */
export function SlotPicker({
  api,
  productRandomId,
  centreId,
  value,
  onChange,
  now,
}: {
  api: BookingApi;
  productRandomId: string;
  centreId: number;
  value: SlotView | null;
  onChange: (slot: SlotView | null) => void;
  now: () => Date;
}) {
  const t = useBookingTexts();
  const dayLabel = (d: string) => localDayLabel(t.locale, d);
  const [dates] = useState(() => bookableDates(now()));
  const [date, setDate] = useState(dates[0]!);
  const { data, error, isLoading, mutate } = useSWR(
    ['booking-slots', productRandomId, centreId, date],
    () => api.slots({ product_random_id: productRandomId, centre_id: centreId, date }),
    { revalidateOnFocus: true, keepPreviousData: false },
  );
  const free = data?.slots.filter((s) => s.remaining > 0) ?? [];

  return (
    <fieldset className="slot-picker">
      <legend>{t('slots.legend')}</legend>
      <div className="date-strip" role="group" aria-label={t('slots.date')}>
        {dates.map((d) => (
          <button
            key={d}
            type="button"
            className={d === date ? 'chip chip-on' : 'chip'}
            aria-pressed={d === date}
            onClick={() => {
              setDate(d);
              onChange(null);
            }}
          >
            {dayLabel(d)}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert">
          {t('slots.failed')}{' '}
          <button type="button" className="link-button" onClick={() => void mutate()}>
            {t('screen.tryAgain')}
          </button>
        </p>
      ) : isLoading || !data ? (
        <p className="muted" role="status">
          {t('slots.loading')}
        </p>
      ) : free.length === 0 ? (
        <p className="empty">{t('slots.noneFree', { day: dayLabel(date) })}</p>
      ) : (
        <div
          className="slot-grid"
          role="group"
          aria-label={t('slots.times', { day: dayLabel(date) })}
        >
          {data.slots.map((s) => (
            <button
              key={s.start}
              type="button"
              className={value?.start === s.start ? 'slot slot-on' : 'slot'}
              aria-pressed={value?.start === s.start}
              disabled={s.remaining === 0}
              onClick={() => onChange(s)}
            >
              <strong>{s.time}</strong>
              <span>
                {s.remaining === 0 ? t('slots.full') : t('slots.left', { count: s.remaining })}
              </span>
              {s.night && (
                <span className="slot-night">
                  {t('slots.night', { price: formatRupees(s.price) })}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
