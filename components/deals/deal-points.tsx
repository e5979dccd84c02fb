import { useTranslations } from 'next-intl';
import { testCount, type Deal } from '@/lib/deals/client';

/**
 * docs/product.md, Product page layout: the deal's claims, as the product page's widget and the
 * deal's page show them.
 */
export function DealPoints({ deal }: { deal: Deal }) {
  const t = useTranslations('deals');
  return (
    <ul className="promo-points">
      <li>
        <strong>{t('pointTests', { count: testCount(deal) })}</strong>
      </li>
      <li>
        <strong>{t('pointHome')}</strong>
      </li>
      <li>
        <strong>{t('pointReports', { hours: deal.reportHours })}</strong>
      </li>
    </ul>
  );
}
