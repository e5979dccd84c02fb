// The product page's link-preview picture (its og:image). Cached like the page: built on the
// first request from the same cached loader, so a price change (its cache tag) rebuilds both.
import { ShareCard } from '@/components/seo';
import { cachedProductPageAt } from '@/lib/product-page/load';
import { productShareCard } from '@/lib/seo/share-card';
import { shareImageNotFound, shareImageResponse } from '@/lib/seo/share-image';

export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ city: string; slug: string; randomId: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { city, randomId } = await params;
  const data = await cachedProductPageAt(city, randomId);
  if (!data) return shareImageNotFound();
  return shareImageResponse(<ShareCard card={productShareCard(data)} />);
}
