import { useTranslations } from 'next-intl';
import { telHref } from '@/lib/env/site';

/**
 * docs/product.md, Product page layout: a telephone link showing the display name (else the name)
 * and the number.
 */
export function CallUsBanner({ productLabel, phone }: { productLabel: string; phone: string }) {
  const t = useTranslations('productPage.callUs');
  return (
    <section className="card call-us" aria-labelledby="call-us">
      <div>
        <h2 id="call-us">{t('heading')}</h2>
        <p>{t('text')}</p>
      </div>
      <a href={telHref(phone)} className="button button-outline" data-conversion="call">
        {productLabel}: {phone}
      </a>
    </section>
  );
}
