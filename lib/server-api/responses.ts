/** Answers that carry anything about the visitor are never stored by a cache. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/** Public catalogue answers: shared caches may keep them a minute and serve stale briefly. */
export const PUBLIC_SHORT = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
} as const;
