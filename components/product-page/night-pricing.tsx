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

/** docs/product.md, Constants: after 8PM India time, MRI and CT pages offer the night price. */
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
  if (!night || price === null) return null;

  return (
    <aside className="night-pricing" aria-label={t('night.label')}>
      <p>
        {t.rich('night.tonight', {
          category: inputs.categoryName,
          price: formatRupees(price),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
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
