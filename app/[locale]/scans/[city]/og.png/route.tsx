// The scans page's link-preview picture. The page takes its city from ?city_id=; its picture
// has the city in the path so it is cached per city, like the page's catalogue (prices tag).
import { ShareCard } from '@/components/seo';
import { cachedCityBySlug } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { isScanCategory } from '@/lib/catalog/scans';
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
  const scans = (await cachedCityCatalogue(city)).filter((p) => isScanCategory(p.category.code));
  return shareImageResponse(<ShareCard card={cityShareCard(city, scans, 'scans')} />);
}
