// Search results as the browser gets them: compact, with each centre described once however
// many results it appears in (a centre offers many tests), since props are sent as JSON.
import type { SearchHit } from './search';

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
  /** Cheapest first. */
  offers: OfferTuple[];
}

export interface CentreView {
  name: string;
  organisationName: string;
  organisationSlug: string;
  areaId: number;
}

export function toResultsView(hits: SearchHit[]): {
  hits: HitView[];
  centres: Record<number, CentreView>;
} {
  const centres: Record<number, CentreView> = {};
  const views = hits.map((h) => {
    for (const c of h.centres) {
      centres[c.id] ??= {
        name: c.name,
        organisationName: c.organisation.name,
        organisationSlug: c.organisation.slug,
        areaId: c.areaId,
      };
    }
    return {
      randomId: h.randomId,
      name: h.name,
      urlSlug: h.urlSlug,
      categoryName: h.category.name,
      matchedAlias: h.matchedAlias,
      minPrice: h.minPrice,
      maxPrice: h.maxPrice,
      offers: h.centres.map((c): OfferTuple => [c.id, c.price, c.homeService ? 1 : 0]),
    };
  });
  return { hits: views, centres };
}
