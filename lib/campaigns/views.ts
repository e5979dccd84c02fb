// Landing views of campaign visits, counted per day, page and campaign: the beacon
// of a page opened from a campaign link adds one; nothing about the visitor is stored.
import { sql } from 'drizzle-orm';
import { getCityById, getCityBySlug } from '@/lib/catalog/cities';
import { productPageOf } from '@/lib/catalog/source-page';
import type { Db } from '@/lib/db/connect';
import { indiaDate } from '@/lib/locale/india';
import { touchFrom } from './attribution';

const BASE = 'http://storefront.invalid';

/** The city (and product) a landing page is about: from its path, or its city parameter. */
export async function landingOf(
  db: Db,
  url: URL,
): Promise<{ cityId: number | null; productId: number | null }> {
  const product = await productPageOf(db, url.pathname);
  if (product.cityId) return product;
  const cityId = Number(url.searchParams.get('city_id'));
  if (Number.isInteger(cityId) && cityId > 0) {
    return { cityId: (await getCityById(db, cityId))?.id ?? null, productId: null };
  }
  const slug =
    url.searchParams.get('utm_experiment_city') ?? /^\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
  const city = slug ? await getCityBySlug(db, slug) : null;
  return { cityId: city?.id ?? null, productId: null };
}

/** Counts one landing view of `page`; false when the address is no campaign visit. */
export async function countView(db: Db, page: string, now: Date = new Date()): Promise<boolean> {
  const url = new URL(page, BASE);
  const touch = touchFrom(url, now);
  if (!touch) return false;
  const { cityId, productId } = await landingOf(db, url);
  await db.execute(sql`
    insert into campaign_views (day, path, city_id, product_id, source, medium, campaign, views)
    values (${indiaDate(now)}::date, ${touch.landing}, ${cityId}::integer, ${productId}::integer,
      ${touch.source}, ${touch.medium}, ${touch.campaign}, 1)
    on conflict on constraint campaign_views_key do update set views = campaign_views.views + 1`);
  return true;
}
