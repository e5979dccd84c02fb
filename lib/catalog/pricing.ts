/**
 * docs/product.md, Constants: displayed list price = minimum price x 1.5, rounded to the nearest 10
 * (halves up).
 */
export function displayedListPrice(minPrice: number): number {
  return Math.round((minPrice * 1.5) / 10) * 10;
}

/** Whole-percent discount of `price` off `listPrice`; 0 when there is none. */
export function discountPercent(price: number, listPrice: number): number {
  if (listPrice <= 0 || price >= listPrice) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
