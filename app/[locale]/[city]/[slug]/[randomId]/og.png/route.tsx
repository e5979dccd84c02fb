// The product page's link-preview picture (its og:image). Cached like the page: built on the
// first request from the same cached loader, so a price change (its cache tag) rebuilds both.
import { ShareCard } from '@/components/seo';
import { cachedProductPageAt } from '@/lib/product-page';
import { productShareCard, shareImageNotFound, shareImageResponse } from '@/lib/seo';
import { categoryName, cityName, productName } from '@/lib/i18n/content';
import { isLocale } from '@/lib/i18n/locales';

export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Context = {
  params: Promise<{ locale: string; city: string; slug: string; randomId: string }>;
};

export async function GET(_request: Request, { params }: Context) {
  const { locale, city, randomId } = await params;
  if (!isLocale(locale)) return shareImageNotFound();
  const data = await cachedProductPageAt(city, randomId);
  if (!data) return shareImageNotFound();
  const { product } = data;
  const card = productShareCard(
    {
      ...data,
      product: {
        name: productName(locale, product.urlSlug, product.name),
        category: {
          ...product.category,
          name: categoryName(locale, product.category.code, product.category.name),
        },
      },
      city: { name: cityName(locale, data.city.slug, data.city.name) },
    },
    locale,
  );
  return shareImageResponse(<ShareCard card={card} />, locale);
}
