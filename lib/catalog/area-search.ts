import Fuse from 'fuse.js';

// docs/product.md, Validation: the area search starts at 2 trimmed characters and fuzzy-matches
// area names with threshold 0.6, location 0, distance 100; the pattern is at most 32 characters.
export const AREA_SEARCH = {
  minChars: 2,
  maxPattern: 32,
  threshold: 0.6,
  location: 0,
  distance: 100,
};

export interface SearchableArea {
  id: number;
  /** The name in the page's language and script. */
  name: string;
  /** The English (romanised) name, where the page is in another language: found as well. */
  english?: string;
}

export function createAreaIndex<T extends SearchableArea>(areas: readonly T[]): Fuse<T> {
  return new Fuse(areas, {
    keys: ['name', 'english'],
    threshold: AREA_SEARCH.threshold,
    location: AREA_SEARCH.location,
    distance: AREA_SEARCH.distance,
  });
}

/** Matching areas, best first; nothing below two characters. */
export function searchAreas<T extends SearchableArea>(
  index: Fuse<T>,
  input: string,
  limit = 8,
): T[] {
  const pattern = input.trim().slice(0, AREA_SEARCH.maxPattern);
  if (pattern.length < AREA_SEARCH.minChars) return [];
  return index.search(pattern, { limit }).map((r) => r.item);
}
