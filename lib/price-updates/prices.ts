import { and, eq } from 'drizzle-orm';
import { listCentrePrices as listPricesInCity } from '@/lib/catalog/centre-prices';
import type { Db } from '@/lib/db/connect';
import { centrePrices, cities, products } from '@/lib/db/schema';
import { productPricesChanged } from '@/lib/catalog/cache-tags';
import { invalidateBookingOffer } from '@/lib/booking';
import { invalidateBasicInfo } from '@/lib/product-page';

export interface CentrePriceRow {
  centre_id: number;
  centre_name: string;
  price: number;
  list_price: number;
  home_service_available: boolean;
}

/** What operations edit: each centre's price of a product in a city, cheapest first. */
export async function listCentrePrices(
  db: Db,
  productId: number,
  cityId: number,
): Promise<CentrePriceRow[]> {
  const rows = await listPricesInCity(db, productId, cityId);
  return rows.map((r) => ({
    centre_id: r.centreId,
    centre_name: r.centreName,
    price: r.price,
    list_price: r.listPrice,
    home_service_available: r.homeService,
  }));
}

export interface CentrePriceInput {
  centreId: number;
  productRandomId: string;
  price: number;
  listPrice: number;
  /** The centre's own report hours (null: the product's); left as it is when absent. */
  reportHours?: number | null;
}

/**
 * Sets a centre's price of a product. Returns the product and city it changed, so their
 * cached pages can be refreshed, or null when the centre does not offer the product.
 */
export async function updateCentrePrice(
  db: Db,
  input: CentrePriceInput,
  now: Date = new Date(),
): Promise<{ randomId: string; city: { id: number; slug: string } } | null> {
  const [target] = await db
    .select({ productId: products.id, cityId: cities.id, citySlug: cities.slug })
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .innerJoin(cities, eq(cities.id, centrePrices.cityId))
    .where(
      and(eq(centrePrices.centreId, input.centreId), eq(products.randomId, input.productRandomId)),
    )
    .limit(1);
  if (!target) return null;
  await db
    .update(centrePrices)
    .set({
      price: input.price,
      listPrice: input.listPrice,
      ...(input.reportHours !== undefined ? { reportHours: input.reportHours } : {}),
      updatedAt: now,
    })
    .where(
      and(eq(centrePrices.centreId, input.centreId), eq(centrePrices.productId, target.productId)),
    );
  return { randomId: input.productRandomId, city: { id: target.cityId, slug: target.citySlug } };
}

/**
 * A centre's price set, by operations (the prices API) or by the centre (its console): the
 * product's pages in that city, its price parts on every server, and the booking screen's
 * offer are all refreshed. Null when the centre does not offer the product.
 */
export async function setCentrePrice(
  db: Db,
  input: CentrePriceInput,
  now: Date = new Date(),
): Promise<{ randomId: string; city: { id: number; slug: string } } | null> {
  const changed = await updateCentrePrice(db, input, now);
  if (!changed) return null;
  productPricesChanged(changed.randomId, changed.city);
  await Promise.all([
    invalidateBasicInfo(changed.randomId, changed.city.id),
    invalidateBookingOffer(changed.randomId, input.centreId),
  ]);
  return changed;
}
