import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import type { Db } from '@/lib/db/connect';
import { centrePrices, centres, reviews } from '@/lib/db/schema';
import { createTtlCache } from '@/lib/cache/ttl-cache';
import { sanitiseReviewHtml } from './sanitise';
import { getCityById } from '@/lib/catalog/cities';
import { centreExists, organisationExists } from '@/lib/catalog/partners';
import { getProductByRandomId } from '@/lib/catalog/products';

/** docs/product.md, States: the page shows the first N reviews; N comes from here. */
export const INITIAL_REVIEWS = 3;
/** One page of the full list: small, since a city holds thousands of reviews. */
export const REVIEWS_PAGE_SIZE = 20;

export interface ReviewFilter {
  partnerCentreId?: number;
  organisationId?: number;
  cityId?: number;
  productId?: number;
  /** Only reviews whose writer agreed to show the centre's name. */
  onlyPartnerReviews?: boolean;
  covid: boolean;
}

export interface Cursor {
  created: Date;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.created.toISOString()}|${cursor.id}`).toString('base64url');
}

/** null for anything that is not a cursor this server made. */
export function decodeCursor(text: string): Cursor | null {
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !iso || !id || !/^\d{1,10}$/.test(id)) return null;
  const created = new Date(iso);
  if (Number.isNaN(created.getTime()) || created.toISOString() !== iso) return null;
  return { created, id: Number(id) };
}

/** Which centres' reviews: a city's, an organisation's, one centre's, those offering a product. */
function centreConditions(filter: ReviewFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.partnerCentreId !== undefined) where.push(eq(centres.id, filter.partnerCentreId));
  if (filter.organisationId !== undefined)
    where.push(eq(centres.organisationId, filter.organisationId));
  if (filter.cityId !== undefined) where.push(eq(centres.cityId, filter.cityId));
  if (filter.productId !== undefined) {
    // With the city the price rows are one range of centre_prices_city_idx; without it, at a
    // hundred times the catalogue PostgreSQL read every centre to find the city's
    // (docs/database.md, At a hundred times the catalogue).
    const inCity =
      filter.cityId === undefined ? sql`` : sql` and ${centrePrices.cityId} = ${filter.cityId}`;
    where.push(
      exists(
        sql`(select 1 from ${centrePrices} where ${centrePrices.centreId} = ${centres.id} and ${centrePrices.productId} = ${filter.productId}${inCity})`,
      ),
    );
  }
  return where;
}

/** Which of those centres' reviews. */
function reviewConditions(filter: ReviewFilter): SQL[] {
  const where: SQL[] = [eq(reviews.isCovid, filter.covid)];
  if (filter.onlyPartnerReviews) where.push(eq(reviews.showPartnerReviews, true));
  return where;
}

/**
 * Newest first. Without `all`, the first INITIAL_REVIEWS; with it, pages of REVIEWS_PAGE_SIZE
 * after `cursor` (keyset pagination, so a deep page costs what the first does).
 *
 * A page is read as each centre's newest few (reviews_centre_created_idx, from the cursor on),
 * then the newest of those: at a hundred times the catalogue a product's centres in a city
 * hold forty thousand reviews, and sorting all of them to keep four took most of the answer's
 * time. The count reads every entry, but in an index of its own (docs/database.md).
 */
export async function listReviews(
  db: Db,
  filter: ReviewFilter,
  page: { all: boolean; cursor: Cursor | null },
): Promise<CustomerCenterReviews> {
  const limit = page.all ? REVIEWS_PAGE_SIZE : INITIAL_REVIEWS;
  const after = page.all && page.cursor ? page.cursor : null;
  const ofCentres = and(...centreConditions(filter));
  const ofReviews = reviewConditions(filter);
  const chosen = db
    .select({ id: sql<number>`${centres.id}`.as('chosen_id'), name: centres.name })
    .from(centres)
    .where(ofCentres)
    .as('chosen');
  const newest = db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      comments: reviews.comments,
      showPartnerReviews: reviews.showPartnerReviews,
    })
    .from(reviews)
    .where(
      and(
        sql`${reviews.centreId} = ${chosen.id}`,
        ...ofReviews,
        after
          ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.created.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    // The index's own order (NULLS LAST): a plain DESC, nulls first, is another order to
    // PostgreSQL, which then sorted each centre's reviews instead of reading its first few.
    .orderBy(sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`)
    .limit(limit + 1)
    .as('newest');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newest.id,
        customerName: newest.customerName,
        createdAt: newest.createdAt,
        rating: newest.rating,
        comments: newest.comments,
        showPartnerReviews: newest.showPartnerReviews,
        centreName: chosen.name,
      })
      .from(chosen)
      .crossJoinLateral(newest)
      .orderBy(desc(newest.createdAt), desc(newest.id))
      .limit(limit + 1),
    // reviews_centre_count_idx: an index-only count, without a visit to each review's row.
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(centres, eq(centres.id, reviews.centreId))
      .where(and(ofCentres, ...ofReviews)),
  ]);
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    reviews: pageRows.map((r) => ({
      customer_name: r.customerName,
      created: r.createdAt.toISOString(),
      review_partner_center_rating: r.rating,
      review_comments: sanitiseReviewHtml(r.comments),
      show_partner_reviews: r.showPartnerReviews,
      // The writer chose whether the centre is named with the review.
      partner_center_name: r.showPartnerReviews ? r.centreName : null,
    })),
    no_of_reviews_to_show_on_initial_load: INITIAL_REVIEWS,
    total_reviews_count: total?.n ?? 0,
    next_cursor:
      page.all && rows.length > limit && last
        ? encodeCursor({ created: last.createdAt, id: last.id })
        : null,
  };
}

// Review pages are public and the same for everyone; a new review may take a minute to show
// (ten on a page nobody opened meanwhile). The whole answer is kept, its lookups and its JSON
// included: a hit costs no query and no serialising (npm run bench, customer_center_reviews).
// An expired answer is still given while it is read afresh: at a hundred times the catalogue
// a product's first page reads the newest of its thirty thousand reviews, and the visitor who
// came when the minute was up waited for it.
export type ReviewsAnswer =
  | { found: true; json: string }
  | { found: false; missing: 'product' | 'city' | 'centre' | 'organisation' };

const cache = createTtlCache<ReviewsAnswer>({
  ttlMs: 60_000,
  staleMs: 9 * 60_000,
  maxEntries: 5_000,
});

/** What the call asks for, before its ids are looked up. */
export interface ReviewsRequest {
  productRandomId?: string;
  cityId?: number;
  partnerCentreId?: number;
  organisationId?: number;
  onlyPartnerReviews?: boolean;
  covid: boolean;
  all: boolean;
  cursor: Cursor | null;
}

async function loadAnswer(db: Db, q: ReviewsRequest): Promise<ReviewsAnswer> {
  const [product, city, centreKnown, organisationKnown] = await Promise.all([
    q.productRandomId === undefined ? undefined : getProductByRandomId(db, q.productRandomId),
    q.cityId === undefined ? undefined : getCityById(db, q.cityId),
    q.partnerCentreId === undefined ? true : centreExists(db, q.partnerCentreId),
    q.organisationId === undefined ? true : organisationExists(db, q.organisationId),
  ]);
  if (product === null) return { found: false, missing: 'product' };
  if (city === null) return { found: false, missing: 'city' };
  if (!centreKnown) return { found: false, missing: 'centre' };
  if (!organisationKnown) return { found: false, missing: 'organisation' };
  const body = await listReviews(
    db,
    {
      partnerCentreId: q.partnerCentreId,
      organisationId: q.organisationId,
      cityId: q.cityId,
      productId: product?.id,
      onlyPartnerReviews: q.onlyPartnerReviews,
      covid: q.covid,
    },
    { all: q.all, cursor: q.cursor },
  );
  return { found: true, json: JSON.stringify(body) };
}

/** The customer_center_reviews answer through a short per-process cache keyed by the request. */
export function reviewsAnswerCached(db: Db, q: ReviewsRequest): Promise<ReviewsAnswer> {
  const key = JSON.stringify([
    q.productRandomId,
    q.cityId,
    q.partnerCentreId,
    q.organisationId,
    q.onlyPartnerReviews,
    q.covid,
    q.all,
    q.cursor && encodeCursor(q.cursor),
  ]);
  return cache.get(key, () => loadAnswer(db, q));
}
