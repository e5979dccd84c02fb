import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { LowestPriceAreas } from '@/components/product/area-prices';
import { Faqs } from '@/components/product/faqs';
import { PartnerList } from '@/components/product/partner-list';
import { Preparation } from '@/components/product/preparation';
import { StartingPrice } from '@/components/ui/price';
import { lowestPriceAreas } from '@/lib/catalog/prices';
import { loadProductPage } from '@/lib/catalog/product-page';
import { productPath } from '@/lib/catalog/urls';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

type Params = Promise<{ city: string; slug: string; randomId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function queryString(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, v);
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function load(params: Params) {
  const { city, randomId } = await params;
  return loadProductPage(await getDb(), decodeURIComponent(city), decodeURIComponent(randomId));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await load(params);
  if (!data) return { title: 'Test not found' };
  const { product, city } = data;
  return {
    title: `${product.name} in ${city.name}: prices and centres`,
    description: `Compare ${product.name} prices at partner diagnostic centres in ${city.name} and book a walk-in${product.homeServiceAllowed ? ' or home collection' : ''} appointment.`,
    alternates: { canonical: productPath(city.slug, product.urlSlug, product.randomId) },
  };
}

export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const data = await load(params);
  if (!data) notFound();
  const { city, product, prices, partners, areaPrices } = data;
  const requested = await params;
  const canonical = productPath(city.slug, product.urlSlug, product.randomId);
  if (requested.city !== city.slug || requested.slug !== product.urlSlug) {
    permanentRedirect(`${canonical}${queryString(await searchParams)}`);
  }

  return (
    <article className="page product">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={`/?city=${city.slug}`}>{city.name}</Link> <span aria-hidden="true">›</span>{' '}
        {product.category.name}
      </nav>
      <header className="card product-summary">
        <h1>{product.name}</h1>
        {product.aliases.length > 0 && (
          <p className="aliases">Also known as: {product.aliases.join(', ')}</p>
        )}
        {prices.minPrice === null ? (
          <p className="empty">Not offered in {city.name} yet.</p>
        ) : (
          <p className="price-line">
            Starting at <StartingPrice minPrice={prices.minPrice} />
            <span className="centres">
              {' '}
              at {prices.centreCount} {prices.centreCount === 1 ? 'centre' : 'centres'} in{' '}
              {city.name}
            </span>
          </p>
        )}
      </header>
      <section aria-labelledby="partners" className="card">
        <h2 id="partners">Partner diagnostic centres</h2>
        <PartnerList partners={partners} />
      </section>
      <LowestPriceAreas areas={lowestPriceAreas(areaPrices)} cityName={city.name} />
      <Preparation product={product} />
      <Faqs faqs={product.faqs} />
    </article>
  );
}
