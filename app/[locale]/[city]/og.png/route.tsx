// The city page's link-preview picture: cached like the page, by the city's prices tag.
import { ShareCard } from '@/components/seo';
import { cachedCityBySlug } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
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
  const products = await cachedCityCatalogue(city);
  const named = { name: cityName(locale, city.slug, city.name) };
  return shareImageResponse(
    <ShareCard card={cityShareCard(named, products, 'tests', locale)} />,
    locale,
  );
}
