// The city page's link-preview picture: cached like the page, by the city's prices tag.
import { ShareCard } from '@/components/seo';
import { cachedCityBySlug } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { pathSegment } from '@/lib/pages/params';
import { cityShareCard } from '@/lib/seo/share-card';
import { shareImageNotFound, shareImageResponse } from '@/lib/seo/share-image';

export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ city: string }> }) {
  const city = await cachedCityBySlug(pathSegment((await params).city));
  if (!city) return shareImageNotFound();
  const products = await cachedCityCatalogue(city);
  return shareImageResponse(<ShareCard card={cityShareCard(city, products, 'tests')} />);
}
