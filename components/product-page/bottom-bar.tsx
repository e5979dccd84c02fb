import { formatRupees } from '@/lib/locale/india';

/** Phones: the price and the next step stay in reach at the bottom of the screen. */
export function BottomBar({ minPrice, checkHref }: { minPrice: number; checkHref: string }) {
  return (
    <div className="bottom-bar">
      <p>
        <span className="muted">Starting at</span> <strong>{formatRupees(minPrice)}</strong>
      </p>
      <a href={checkHref} className="button">
        Check Appointments
      </a>
    </div>
  );
}
