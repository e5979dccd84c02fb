// Ordering by the patient's area, kept apart from the fuzzy search so it does not load fuse.js.
//
// "#/sort_by_area_id=17" (docs/product.md, Navigation): the product page's lowest-price areas link
// to the search with this hash, so the centres of that area come first. A hash never reaches the
// server, so this runs in the browser (components/search); plain functions, tested alone.

const SORT_BY_AREA = /^#\/sort_by_area_id=(\d{1,9})\/?$/;

/** The area id the hash asks to sort by; null for any other hash. */
export function areaIdFromHash(hash: string): number | null {
  const match = SORT_BY_AREA.exec(hash);
  return match ? Number(match[1]) : null;
}

/** `items` with those in the chosen area first, each group keeping its order. */
export function orderByArea<T>(items: readonly T[], inArea: (item: T) => boolean): T[] {
  return [...items.filter(inArea), ...items.filter((i) => !inArea(i))];
}
