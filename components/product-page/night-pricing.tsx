'use client';

import { useState, useSyncExternalStore } from 'react';
import { formatRupees } from '@/lib/locale/india';
import { isNightTime, nightPriceFor } from '@/lib/catalog/night-pricing';
import { bookingHash } from '@/lib/product-page/page-inputs';
import { homeServiceOf, useLive } from './live-context';
import { Popup } from '@/components/ui/popup';

function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/** SPEC.md point 9: after 8PM India time, MRI and CT pages offer the night price. */
export function NightPricing() {
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
    <aside className="night-pricing" aria-label="Night pricing">
      <p>
        <strong>Night slots tonight:</strong> {inputs.categoryName} at {formatRupees(price)}
      </p>
      <button type="button" className="button button-outline" onClick={() => setOpen(true)}>
        See night pricing
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title="Night pricing">
        <p>
          After 8PM, {inputs.productName} at our partner centres in {inputs.cityName} costs{' '}
          <strong>{formatRupees(price)}</strong>, all-in, paid at the centre.
        </p>
        <p className="muted">Night slots are limited and offered only for MRI and CT scans.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setOpen(false);
            live.go(bookingHash(homeServiceOf(live)));
          }}
        >
          Book a night slot
        </button>
      </Popup>
    </aside>
  );
}
