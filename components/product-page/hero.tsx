import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { StartingPrice } from '@/components/ui/price';
import { StarRating } from '@/components/ui/star-rating';
import type { ProductPageData } from '@/lib/product-page/load';
import { groupIndian } from '@/lib/locale/india';

export function ProductHero({
  data,
  checkHref,
  chat,
}: {
  data: ProductPageData;
  checkHref: string;
  /** The chat booking button (a client part). */
  chat: ReactNode;
}) {
  const t = useTranslations('productPage');
  const { product, prices, city, rating } = data;
  return (
    <section className="card product-hero" aria-labelledby="product-name">
      <p className="eyebrow">{product.category.name}</p>
      <h1 id="product-name">{product.name}</h1>
      {product.aliases.length > 0 && (
        <p className="aliases">{t('hero.alsoKnownAs', { aliases: product.aliases.join(', ') })}</p>
      )}
      {rating.average !== null && (
        <p className="rating-line">
          <StarRating rating={rating.average} /> <strong>{rating.average.toFixed(1)}</strong>{' '}
          <span className="muted">{t('hero.reviews', { count: groupIndian(rating.count) })}</span>
        </p>
      )}
      {prices.minPrice === null ? (
        <p className="empty">{t('hero.noCentre', { city: city.name })}</p>
      ) : (
        <>
          <p className="price-line">
            <span className="muted">{t('startingAt')}</span>{' '}
            <StartingPrice minPrice={prices.minPrice} listLabel={t('listPrice')} />
          </p>
          <p className="muted centres">
            {t('hero.centres', {
              count: prices.centreCount,
              city: city.name,
              home: prices.homeServiceAvailable ? 'yes' : 'no',
              hours: product.reportHours,
            })}
          </p>
          <a href={checkHref} className="button button-large">
            {t('checkAppointments')}
          </a>
        </>
      )}
      {chat}
    </section>
  );
}
