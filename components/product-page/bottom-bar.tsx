import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/locale/india';

/** Phones: the price and the next step stay in reach at the bottom of the screen. */
export function BottomBar({ minPrice, checkHref }: { minPrice: number; checkHref: string }) {
  const t = useTranslations('productPage');
  return (
    <div className="bottom-bar">
      <p>
        <span className="muted">{t('startingAt')}</span> <strong>{formatRupees(minPrice)}</strong>
      </p>
      <a href={checkHref} className="button">
        {t('checkAppointments')}
      </a>
    </div>
  );
}
