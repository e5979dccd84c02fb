import type { ReactNode } from 'react';
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
  const { product, prices, city, rating } = data;
  return (
    <section className="card product-hero" aria-labelledby="product-name">
      <p className="eyebrow">{product.category.name}</p>
      <h1 id="product-name">{product.name}</h1>
      {product.aliases.length > 0 && (
        <p className="aliases">Also known as: {product.aliases.join(', ')}</p>
      )}
      {rating.average !== null && (
        <p className="rating-line">
          <StarRating rating={rating.average} /> <strong>{rating.average.toFixed(1)}</strong>{' '}
          <span className="muted">({groupIndian(rating.count)} reviews)</span>
        </p>
      )}
      {prices.minPrice === null ? (
        <p className="empty">No partner centre in {city.name} offers this test yet.</p>
      ) : (
        <>
          <p className="price-line">
            <span className="muted">Starting at</span> <StartingPrice minPrice={prices.minPrice} />
          </p>
          <p className="muted centres">
            at {prices.centreCount} {prices.centreCount === 1 ? 'centre' : 'centres'} in {city.name}
            {prices.homeServiceAvailable ? ' · home collection available' : ''} · report in about{' '}
            {product.reportHours} hours
          </p>
          <a href={checkHref} className="button button-large">
            Check Appointments
          </a>
        </>
      )}
      {chat}
    </section>
  );
}
