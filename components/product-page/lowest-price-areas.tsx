import { useTranslations } from 'next-intl';
import { AreaPrices } from '@/components/product-page/area-prices';
import type { LinkContext } from '@/lib/product-page/links';
import type { AreaPrice } from '@/lib/catalog/types';

/** The lowest prices by area, and (in the browser) the visitor's own area first. */
export function LowestPriceAreas({
  areas,
  cityName,
  ctx,
}: {
  areas: AreaPrice[];
  cityName: string;
  ctx: LinkContext;
}) {
  const t = useTranslations('productPage.areas');
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="areas" className="card">
      <h2 id="areas">{t('heading', { city: cityName })}</h2>
      <AreaPrices
        lowest={areas.map((a) => ({ id: a.id, areaName: a.areaName, minPrice: a.minPrice }))}
        ctx={{
          locale: ctx.locale,
          city: { id: ctx.city.id, slug: ctx.city.slug },
          product: {
            name: ctx.product.name,
            randomId: ctx.product.randomId,
            urlSlug: ctx.product.urlSlug,
          },
        }}
      />
    </section>
  );
}
