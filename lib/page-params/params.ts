// Page inputs from the address: parsed with zod, and the visitor's query string to carry on
// (the marketing team's utm_* and the rest must survive every internal navigation).
import { z } from 'zod';
import { textProblem } from '@/lib/server-api/text';

/** What Next passes a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A repeated parameter counts once: its first value. */
export function firstValues(params: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first;
  }
  return out;
}

/**
 * Parses the page's own parameters. Each field of `shape` should `.catch()` its own fallback,
 * so a mistyped or hostile address shows a helpful page rather than an error.
 */
export function parsePageParams<S extends z.ZodRawShape>(
  params: SearchParams,
  shape: S,
): z.infer<z.ZodObject<S>> {
  return z.object(shape).parse(firstValues(params));
}

/** An id in an address: a positive whole number, else undefined. */
export const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .optional()
  .catch(undefined);

/**
 * Free text in an address, trimmed and bounded; undefined when absent or empty, or when it
 * holds what no one types (a NUL, a bidi control, a lone surrogate: lib/server-api/text.ts).
 */
export const textParam = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .refine((s) => textProblem(s) === null)
    // By code point, so a cut never leaves half of an emoji behind.
    .transform((s) => Array.from(s).slice(0, max).join(''))
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined);

/**
 * A dynamic segment of the path, decoded: null when its percent-encoding is malformed or it
 * holds what no one types (a NUL reached Postgres as a slug, a 500): the page is then a 404.
 */
export function pathSegment(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return textProblem(decoded) === null ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's query string without the parameters that choose what this page shows
 * (`own`): those belong to this page, the rest (utm_* and the like) travel on every link.
 */
export function visitorQuery(params: SearchParams, own: readonly string[]): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (own.includes(key) || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(key, v);
  }
  return out.toString();
}
