import { NextResponse } from 'next/server';

/** Answers that carry anything about the visitor are never stored by a cache. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/** Public catalogue answers: shared caches may keep them a minute and serve stale briefly. */
export const PUBLIC_SHORT = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
} as const;

/** A plain form's answer: back to a page (303, so the browser follows with GET), never stored. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, ...PRIVATE } });
}
