import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/catalog/types';

export function Preparation({ product }: { product: Product }) {
  const t = useTranslations('productPage.preparation');
  return (
    <section aria-labelledby="preparing" className="card">
      <h2 id="preparing">{t('heading')}</h2>
      <p className={product.isFastingRequired ? 'fasting fasting-yes' : 'fasting'}>
        {product.isFastingRequired
          ? product.fastingHours
            ? t('fastingHours', { hours: product.fastingHours })
            : t('fasting')
          : t('noFasting')}
      </p>
      {product.preparationHtml && (
        // Catalogue HTML is written by our own team (lib/db/seed/data), not by visitors.
        <div className="prose" dangerouslySetInnerHTML={{ __html: product.preparationHtml }} />
      )}
      {product.howItIsDoneHtml && (
        <>
          <h3>{t('howDone')}</h3>
          <div className="prose" dangerouslySetInnerHTML={{ __html: product.howItIsDoneHtml }} />
        </>
      )}
    </section>
  );
}
