// Test search: typo-tolerant matching of the query against every name of a product (its name,
// display name and aliases, one row each in product_search_terms), answered by pg_trgm's GIN
// index (migration 0002), and against its names in the other languages (Hindi and Telugu
// names, aliases and romanised spellings: ./terms), matched the same way in memory. Only tests
// offered in the city are returned (its catalogue says which), each with its price range, its
// count of centres there and the cheapest few of them, named in the page's language; an area's centres are asked for apart
// (listAreaOffers), so a result costs the same however many centres offer it.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { centreOffers, productInCity } from '@/lib/catalog/centre-prices';
import type { Db } from '@/lib/db/connect';
import { areas, centrePrices, cities, products, productSearchTerms } from '@/lib/db/schema';
import { listCityProducts } from '@/lib/catalog/products';
import type { CityProduct } from '@/lib/catalog/types';
import { contentOf, type Content } from '@/lib/i18n/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { buildTermIndex, contentTermIndex, matchTerms } from './terms';
import { CENTRES_SHOWN } from './limits';

/** Results per search: a patient reads the first few; the rest are a worse match. */
export const SEARCH_LIMIT = 10;
/** Shorter queries have no trigram to match on. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 64;

export interface SearchCentre {
  id: number;
  name: string;
  organisation: { name: string; slug: string };
  areaId: number;
  /** The area's name as the catalogue has it (English). */
  areaName: string;
  price: number;
  /** This centre does this test at home. */
  homeService: boolean;
}

export interface SearchHit extends CityProduct {
  /** The name or alias that matched best, when the product's name does not contain it. */
  matchedAlias: string | null;
  /** The cheapest centres in the city offering it (CENTRES_SHOWN at most), cheapest first. */
  centres: SearchCentre[];
}

/**
 * How well a term matches: trigram similarity of the whole term (catches typos, "mri brian")
 * plus word similarity (the query inside a longer term, "blood count"). Both operators below
 * are served by the GIN index; pg_trgm's default thresholds (0.3 and 0.6) decide a match.
 */
function termScore(query: string) {
  return sql`(similarity(${productSearchTerms.term}, ${query}) + word_similarity(${query}, ${productSearchTerms.term}))`;
}

function termMatches(query: string) {
  return sql`(${productSearchTerms.term} % ${query} or ${query} <% ${productSearchTerms.term})`;
}

/** The query as searched: spaces collapsed, bounded; '' when too short to match anything. */
export function normaliseQuery(raw: string): string {
  const query = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  return query.length < MIN_QUERY_LENGTH ? '' : query;
}

/**
 * The statement behind searchProducts (exported so a test can EXPLAIN it): the best-scoring
 * term of each matching product, with the product, best first. Which are offered in the city,
 * and at what prices, comes from the city's catalogue (cached with the city's prices, the
 * city page's): read per search, each result's prices walked hundreds of price rows at a
 * hundred times the catalogue, and the search page's database time nearly doubled.
 */
export function searchStatement(db: Db, query: string) {
  const score = termScore(query);
  const matches = db.$with('matches').as(
    db
      .select({
        productId: productSearchTerms.productId,
        score: sql<number>`max(${score})`.as('score'),
        best: sql<string>`(array_agg(${productSearchTerms.term} order by ${score} desc))[1]`.as(
          'best',
        ),
      })
      .from(productSearchTerms)
      .where(termMatches(query))
      .groupBy(productSearchTerms.productId),
  );
  return db
    .with(matches)
    .select({
      ...productColumns,
      best: matches.best,
      score: sql<number>`${matches.score}`.mapWith(Number),
    })
    .from(matches)
    .innerJoin(products, eq(products.id, matches.productId));
}

const productColumns = {
  id: products.id,
  popularity: products.popularity,
  randomId: products.randomId,
};

/** The products of these slugs (matched by their names in another language). */
function productsBySlug(db: Db, slugs: string[]) {
  return db
    .select({ ...productColumns, urlSlug: products.urlSlug })
    .from(products)
    .where(inArray(products.urlSlug, slugs));
}

export interface SearchOptions {
  limit?: number;
  /**
   * The city's tests with their prices: the page passes its cached catalogue
   * (cachedCityCatalogue); without it, they are read.
   */
  offered?: readonly CityProduct[];
  /** The page's language: the results' names are in it. */
  locale?: Locale;
  /**
   * The languages' catalogue words (lib/i18n/content) by language; a test gives its own.
   * Their names, aliases and romanised spellings are searched, whatever the page's language.
   */
  content?: Readonly<Record<Locale, Content>>;
}

type Ranked = CityProduct & { id: number; popularity: number; best: string; score: number };

/** The database's order: score to a tenth, then the most booked, then score, then name. */
function byRank(a: Ranked, b: Ranked): number {
  const tenths = Math.round(b.score * 10) - Math.round(a.score * 10);
  return tenths || b.popularity - a.popularity || b.score - a.score || a.name.localeCompare(b.name);
}

/**
 * The matching products offered in the city, best match first; [] for a query too short. A
 * query in any language (or romanised) finds a product; names come in `locale`.
 */
export async function searchProducts(
  db: Db,
  cityId: number,
  rawQuery: string,
  { limit = SEARCH_LIMIT, locale = DEFAULT_LOCALE, content, offered }: SearchOptions = {},
): Promise<SearchHit[]> {
  const query = normaliseQuery(rawQuery);
  if (!query) return [];
  const terms = content ? buildTermIndex(Object.values(content)) : contentTermIndex();
  const words = locale === DEFAULT_LOCALE ? null : (content?.[locale] ?? contentOf(locale));
  const fromContent = matchTerms(terms, query);
  const [rows, contentRows, catalogue] = await Promise.all([
    searchStatement(db, query),
    fromContent.size > 0 ? productsBySlug(db, [...fromContent.keys()]) : [],
    offered ?? listCityProducts(db, cityId),
  ]);
  const inCity = new Map(catalogue.map((p) => [p.randomId, p]));
  const ranked = new Map<number, Ranked>();
  for (const { id, popularity, randomId, best, score } of rows) {
    const product = inCity.get(randomId);
    if (product) ranked.set(id, { ...product, id, popularity, best, score });
  }
  // Romanised spellings are short ("sir ka mri"), so trigrams find them for many a query that
  // names another test ("mri knee"): a product only they find must score at least half the best.
  const best = Math.max(
    0,
    ...[...ranked.values()].map((r) => r.score),
    ...[...fromContent.values()].map((m) => m.score),
  );
  // The catalogue's own names decide the order and keep their scores; a product only another
  // language's words found comes after them (a typo of an English name, "mri brian", is not
  // outranked by a Hindi alias).
  const byDatabase = new Set(ranked.keys());
  for (const { id, popularity, randomId, urlSlug } of contentRows) {
    const match = fromContent.get(urlSlug)!;
    const product = inCity.get(randomId);
    if (!product || byDatabase.has(id) || match.score < best / 2) continue;
    ranked.set(id, { ...product, id, popularity, best: match.term, score: match.score });
  }
  const top = [...ranked.values()]
    .sort((a, b) => Number(byDatabase.has(b.id)) - Number(byDatabase.has(a.id)) || byRank(a, b))
    .slice(0, limit);
  if (top.length === 0) return [];
  const offers = await listOffers(
    db,
    cityId,
    top.map((r) => r.id),
    { perProduct: CENTRES_SHOWN },
  );
  return top.map(({ id, best: term, ...row }) => {
    const product: CityProduct = {
      randomId: row.randomId,
      name: row.name,
      urlSlug: row.urlSlug,
      category: row.category,
      minPrice: row.minPrice,
      maxPrice: row.maxPrice,
      centreCount: row.centreCount,
    };
    const name = words?.products[product.urlSlug]?.name ?? product.name;
    return {
      ...product,
      name,
      category: {
        ...product.category,
        name: words?.categories[product.category.code] ?? product.category.name,
      },
      // Worth naming only when the name does not say it already.
      matchedAlias: name.toLowerCase().includes(term.toLowerCase()) ? null : term,
      centres: offers.get(id) ?? [],
    };
  });
}

/**
 * The centres of one area of the city offering each of these products (by random id), cheapest
 * first: what a result shows first when the patient chose that area. Products not offered
 * there are left out; null when the area is not one of the city's.
 */
export async function listAreaOffers(
  db: Db,
  cityId: number,
  areaId: number,
  randomIds: string[],
): Promise<{
  area: { id: number; name: string; citySlug: string };
  offers: Map<string, SearchCentre[]>;
} | null> {
  const [[area], found] = await Promise.all([
    db
      .select({ id: areas.id, name: areas.name, citySlug: cities.slug })
      .from(areas)
      .innerJoin(cities, eq(cities.id, areas.cityId))
      .where(and(eq(areas.id, areaId), eq(areas.cityId, cityId))),
    randomIds.length === 0
      ? []
      : db
          .select({ id: products.id, randomId: products.randomId })
          .from(products)
          .where(inArray(products.randomId, randomIds)),
  ]);
  if (!area) return null;
  const offers = await listOffers(
    db,
    cityId,
    found.map((p) => p.id),
    { areaId },
  );
  return {
    area,
    offers: new Map(
      found.flatMap((p) => (offers.has(p.id) ? [[p.randomId, offers.get(p.id)!] as const] : [])),
    ),
  };
}

/**
 * The centres in the city offering each product, cheapest first: the first `perProduct` of
 * each, or every one of an area's. Ties at a price are broken by the centre's name, which is
 * in another table: ranking every centre's row of a product (hundreds at a hundred times the
 * catalogue) to keep five cost the search page its flatness, so each product's rows are first
 * cut at its `perProduct`-th price, read from the price index, and only those are joined and
 * ranked.
 */
async function listOffers(
  db: Db,
  cityId: number,
  productIds: number[],
  { perProduct, areaId }: { perProduct?: number; areaId?: number },
): Promise<Map<number, SearchCentre[]>> {
  if (productIds.length === 0) return new Map();
  const cutoffs = db.$with('cutoffs').as(
    db
      .select({
        productId: sql<number>`${products.id}`.as('cutoff_product_id'),
        // Fewer centres than that: no cut. An area's list is not cut: no price to read.
        price: (perProduct === undefined
          ? sql<number>`null::int`
          : sql<number>`coalesce((
          select ${centrePrices.price} from ${centrePrices}
          where ${productInCity(products.id, cityId)}
          order by ${centrePrices.price} offset ${perProduct - 1} limit 1
        ), 2147483647)`
        ).as('cutoff_price'),
      })
      .from(products)
      .where(inArray(products.id, productIds)),
  );
  const ranked = db
    .select({
      productId: centreOffers.productId,
      price: centreOffers.price,
      homeService: centreOffers.priceHomeService,
      id: centreOffers.centreId,
      name: centreOffers.centreName,
      areaId: centreOffers.areaId,
      areaName: centreOffers.areaName,
      organisationName: centreOffers.organisationName,
      organisationSlug: centreOffers.organisationSlug,
      rank: sql<number>`row_number() over (partition by ${centreOffers.productId} order by ${centreOffers.price}, ${centreOffers.centreName}, ${centreOffers.centreId})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(centreOffers)
    .innerJoin(
      cutoffs,
      and(
        eq(cutoffs.productId, centreOffers.productId),
        perProduct === undefined ? undefined : lte(centreOffers.price, cutoffs.price),
      ),
    )
    .where(
      and(
        eq(centreOffers.cityId, cityId),
        areaId === undefined ? undefined : eq(centreOffers.areaId, areaId),
      ),
    )
    .as('ranked_offers');
  const rows = await db
    .with(cutoffs)
    .select()
    .from(ranked)
    .where(perProduct === undefined ? undefined : lte(ranked.rank, perProduct))
    .orderBy(asc(ranked.productId), asc(ranked.rank));
  const byProduct = new Map<number, SearchCentre[]>();
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      organisation: { name: r.organisationName, slug: r.organisationSlug },
      areaId: r.areaId,
      areaName: r.areaName,
      price: r.price,
      homeService: r.homeService,
    });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}
