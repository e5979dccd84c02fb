'use client';

import { useState, useSyncExternalStore } from 'react';
import { formatRupees } from '@/lib/locale/india';
import { isNightTime, nightPriceFor } from '@/lib/catalog/night-pricing';
import { bookingHash } from '@/lib/product-page/page-inputs';
import { homeServiceOf, useLive } from './live-context';
import { Popup } from '@/components/ui/popup';
import { useProductTexts } from './texts';

function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * docs/product.md, Constants: the night price of MRI and CT, offered from 8PM India time; by day
 * the box says when it starts.
 */
export function NightPricing() {
  const t = useProductTexts();
  const live = useLive();
  const { inputs, now } = live;
  const price = nightPriceFor(inputs.categoryCode, inputs.showNightPricing);
  // The page is cached and shared: the time is the visitor's, read after hydration and
  // again every minute, so a page left open past 8PM shows the offer.
  const night = useSyncExternalStore(
    everyMinute,
    () => price !== null && isNightTime(now()),
    () => false,
  );
  const [open, setOpen] = useState(false);
  if (price === null) return null;
  const line = (key: 'fromEight' | 'tonight') =>
    t.rich(`night.${key}`, {
      category: inputs.categoryName,
      price: formatRupees(price),
      strong: (chunks) => <strong>{chunks}</strong>,
    });

  // The cached page shows the day's line; at night the same box shows tonight's. Both lines
  // are always laid out (the other one invisible), so the box is as tall by day as by night
  // and nothing below it moves when night comes. The popup says what the price is after 8PM,
  // true at any hour, so a patient can plan a night scan by day.
  return (
    <aside className="night-pricing" aria-label={t('night.label')}>
      <p className="night-lines">
        <span className={night ? 'unseen' : undefined}>{line('fromEight')}</span>
        <span className={night ? undefined : 'unseen'}>{line('tonight')}</span>
      </p>
      <button type="button" className="button button-outline" onClick={() => setOpen(true)}>
        {t('night.see')}
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('night.title')}>
        <p>
          {t.rich('night.body', {
            product: inputs.productName,
            city: inputs.cityName,
            price: formatRupees(price),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <p className="muted">{t('night.limited')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setOpen(false);
            live.go(bookingHash(homeServiceOf(live)));
          }}
        >
          {t('night.book')}
        </button>
      </Popup>
    </aside>
  );
}
