// Search results as the browser gets them: compact, with each centre described once however
// many results it appears in (a centre offers many tests), since props are sent as JSON.
import type { SearchCentre, SearchHit } from './search';
export { CENTRES_SHOWN } from './limits';

/** [centre id, price, 1 when this centre does the test at home] */
export type OfferTuple = [number, number, 0 | 1];

export interface HitView {
  randomId: string;
  name: string;
  urlSlug: string;
  categoryName: string;
  matchedAlias: string | null;
  minPrice: number;
  maxPrice: number;
  /** Centres in the city offering it; `offers` holds the cheapest few of them. */
  centreCount: number;
  /** Cheapest first. */
  offers: OfferTuple[];
}

export interface CentreView {
  name: string;
  organisationName: string;
  organisationSlug: string;
  areaId: number;
}

/** Each list of centres as tuples, the centres described once in `centres`. */
function compact(centres: Record<number, CentreView>, list: SearchCentre[]): OfferTuple[] {
  return list.map((c) => {
    centres[c.id] ??= {
      name: c.name,
      organisationName: c.organisation.name,
      organisationSlug: c.organisation.slug,
      areaId: c.areaId,
    };
    return [c.id, c.price, c.homeService ? 1 : 0];
  });
}

export function toResultsView(hits: SearchHit[]): {
  hits: HitView[];
  centres: Record<number, CentreView>;
} {
  const centres: Record<number, CentreView> = {};
  const views = hits.map((h) => ({
    randomId: h.randomId,
    name: h.name,
    urlSlug: h.urlSlug,
    categoryName: h.category.name,
    matchedAlias: h.matchedAlias,
    minPrice: h.minPrice,
    maxPrice: h.maxPrice,
    centreCount: h.centreCount,
    offers: compact(centres, h.centres),
  }));
  return { hits: views, centres };
}

/** An area's centres by product id, as GET /api/search/area_offers/ answers them. */
export function toAreaOffersView(byProduct: Map<string, SearchCentre[]>): {
  offers: Record<string, OfferTuple[]>;
  centres: Record<number, CentreView>;
} {
  const centres: Record<number, CentreView> = {};
  const offers = Object.fromEntries(
    [...byProduct].map(([randomId, list]) => [randomId, compact(centres, list)]),
  );
  return { offers, centres };
}
