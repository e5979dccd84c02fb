// Kept apart from the fuzzy search so ordering does not load fuse.js.

/** `items` with those in the chosen area first, the rest in their order. */
export function orderByArea<T>(items: readonly T[], inArea: (item: T) => boolean): T[] {
  return [...items.filter(inArea), ...items.filter((i) => !inArea(i))];
}
