// The scans page's link-preview picture. The page takes its city from ?city_id=; its picture
// has the city in the path so it is cached per city, like the page's catalogue (prices tag).
import { ShareCard } from '@/components/seo';
import { cachedCityBySlug } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { isScanCategory } from '@/lib/catalog/scans';
import { pathSegment } from '@/lib/page-params/params';
import { cityShareCard, shareImageNotFound, shareImageResponse } from '@/lib/seo';
import { cityName } from '@/lib/i18n/content';
import { isLocale } from '@/lib/i18n/locales';

export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ locale: string; city: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { locale, city: slug } = await params;
  if (!isLocale(locale)) return shareImageNotFound();
  const city = await cachedCityBySlug(pathSegment(slug));
  if (!city) return shareImageNotFound();
  const scans = (await cachedCityCatalogue(city)).filter((p) => isScanCategory(p.category.code));
  const named = { name: cityName(locale, city.slug, city.name) };
  return shareImageResponse(
    <ShareCard card={cityShareCard(named, scans, 'scans', locale)} />,
    locale,
  );
}
