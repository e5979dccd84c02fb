// The link builder: a canonical address of a real page in a city, with the campaign's
// parameters, checked before it is kept: a product not offered in that city, a deal that does
// not exist or a source the admin's list lacks is refused with words the marketer can act on.
import { and, desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getCityById } from '@/lib/catalog/cities';
import { getProductByRandomId } from '@/lib/catalog/products';
import { cityPath, dealPath, productPath, scansPath } from '@/lib/catalog/urls';
import type { Db } from '@/lib/db/connect';
import { campaignLinks } from '@/lib/db/campaign-schema';
import { centrePrices, cities, products } from '@/lib/db/schema';
import { staffUsers } from '@/lib/db/staff-schema';
import { getDeal } from '@/lib/deals';
import { HttpError } from '@/lib/server-api/errors';
import { isChannel } from './channels';
import type { LinkBody } from './contract';

const refuse = (subCode: string, reason: string) => new HttpError(422, subCode, reason);

/** The page's path (and a scans tab's hash), or a refusal naming what is wrong. */
async function pageOf(db: Db, input: LinkBody) {
  const city = await getCityById(db, input.city_id);
  if (!city) throw refuse('unknown_city', 'That city is not one we serve.');
  switch (input.page) {
    case 'city':
      return { city, path: cityPath(city.slug), hash: '', productId: null, dealCode: null };
    case 'scans':
      return {
        city,
        path: scansPath(city.id),
        hash: input.tab ? `#/${input.tab}` : '',
        productId: null,
        dealCode: null,
      };
    case 'deal': {
      const deal = getDeal(input.deal_code ?? '');
      if (!deal) throw refuse('unknown_deal', 'That deal does not exist.');
      return {
        city,
        path: dealPath(deal.code, city.slug),
        hash: '',
        productId: null,
        dealCode: deal.code,
      };
    }
    case 'product': {
      const product = await getProductByRandomId(db, (input.product_random_id ?? '').toLowerCase());
      if (!product) throw refuse('unknown_product', 'That test was not found.');
      const [offered] = await db
        .select({ one: sql<number>`1` })
        .from(centrePrices)
        .where(and(eq(centrePrices.productId, product.id), eq(centrePrices.cityId, city.id)))
        .limit(1);
      if (!offered) {
        throw refuse(
          'not_offered_in_city',
          `${product.displayName ?? product.name} is not offered in ${city.name}: no centre there has a price for it.`,
        );
      }
      return {
        city,
        path: productPath(city.slug, product.urlSlug, product.randomId),
        hash: '',
        productId: product.id,
        dealCode: null,
      };
    }
  }
}

/** The link's address: the page's own, its query kept, the campaign's parameters added. */
export function campaignUrl(
  siteUrl: string,
  path: string,
  hash: string,
  input: Pick<LinkBody, 'source' | 'medium' | 'campaign' | 'content'>,
): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set('utm_source', input.source);
  url.searchParams.set('utm_medium', input.medium);
  url.searchParams.set('utm_campaign', input.campaign);
  if (input.content) url.searchParams.set('utm_content', input.content);
  return `${url.toString()}${hash}`;
}

export interface BuiltLink {
  id: number;
  url: string;
  /** The address as a QR code, an SVG document. */
  qrSvg: string;
}

/** Checks the page and the channel, keeps the link with who made it, and gives its QR code. */
export async function createLink(
  db: Db,
  staffId: string,
  input: LinkBody,
  siteUrl: string,
): Promise<BuiltLink> {
  const [source, medium] = await Promise.all([
    isChannel(db, 'source', input.source),
    isChannel(db, 'medium', input.medium),
  ]);
  if (!source) throw refuse('unknown_source', `"${input.source}" is not on the list of sources.`);
  if (!medium) throw refuse('unknown_medium', `"${input.medium}" is not on the list of mediums.`);
  const page = await pageOf(db, input);
  const url = campaignUrl(siteUrl, page.path, page.hash, input);
  const [row] = await db
    .insert(campaignLinks)
    .values({
      cityId: page.city.id,
      page: input.page,
      productId: page.productId,
      dealCode: page.dealCode,
      source: input.source,
      medium: input.medium,
      campaign: input.campaign,
      content: input.content || null,
      url,
      createdBy: staffId,
    })
    .returning({ id: campaignLinks.id });
  return { id: row!.id, url, qrSvg: await qrSvg(url) };
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The links made, newest first, with who made them. */
export async function listLinks(db: Db, limit = 50) {
  return db
    .select({
      id: campaignLinks.id,
      url: campaignLinks.url,
      page: campaignLinks.page,
      city: cities.name,
      product: products.name,
      dealCode: campaignLinks.dealCode,
      source: campaignLinks.source,
      medium: campaignLinks.medium,
      campaign: campaignLinks.campaign,
      content: campaignLinks.content,
      madeBy: staffUsers.name,
      createdAt: campaignLinks.createdAt,
    })
    .from(campaignLinks)
    .innerJoin(cities, eq(cities.id, campaignLinks.cityId))
    .leftJoin(products, eq(products.id, campaignLinks.productId))
    .innerJoin(staffUsers, eq(staffUsers.id, campaignLinks.createdBy))
    .orderBy(desc(campaignLinks.createdAt), desc(campaignLinks.id))
    .limit(limit);
}

/** Each city's offered tests, for the builder's choice of a product page. */
export async function offeredProducts(db: Db) {
  return db
    .selectDistinct({
      cityId: centrePrices.cityId,
      randomId: products.randomId,
      name: products.name,
    })
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .orderBy(products.name);
}
