// Where a patient came from: the campaign of the visit that brought them first and
// of the latest one, kept in one first-party cookie for 30 days and stored with each call-me
// lead and booking. Only the campaign's own parameters and the landing page's path are kept:
// never the rest of the query, never a click id's value, never anything that reads as a
// phone number. Browser-safe: the proxy, the routes and the tests share it.
import { z } from 'zod';

import { hasNumberRun, REMOVED } from './digits';
import { CLICK_IDS, UTM_PARAMS } from './keys';

export { CAMPAIGN_KEYS, CLICK_IDS, UTM_PARAMS } from './keys';

export const ATTRIBUTION_DAYS = 30;

const VALUE_MAX = 100;
const PATH_MAX = 300;

const touchSchema = z.object({
  source: z.string().max(VALUE_MAX),
  medium: z.string().max(VALUE_MAX),
  campaign: z.string().max(VALUE_MAX),
  content: z.string().max(VALUE_MAX).nullable(),
  term: z.string().max(VALUE_MAX).nullable(),
  landing: z.string().startsWith('/').max(PATH_MAX),
  at: z.iso.datetime(),
});

export const attributionSchema = z.object({
  first: touchSchema.nullable(),
  last: touchSchema.nullable(),
});

export type Touch = z.infer<typeof touchSchema>;
export type Attribution = z.infer<typeof attributionSchema>;

export const DIRECT: Attribution = { first: null, last: null };

/** Lower case, printable, bounded; a run of digits that could be a number is not kept. */
export function cleanValue(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .toLowerCase()
    .slice(0, VALUE_MAX);
  if (!value) return null;
  if (hasNumberRun(value)) return REMOVED;
  return value;
}

/** The touch a visit to `url` makes, or null for a visit without campaign parameters. */
export function touchFrom(url: URL, now: Date): Touch | null {
  const q = url.searchParams;
  const network = (Object.keys(CLICK_IDS) as (keyof typeof CLICK_IDS)[]).find((k) => q.has(k));
  if (!UTM_PARAMS.some((k) => q.has(k)) && !network) return null;
  const get = (k: (typeof UTM_PARAMS)[number]) => cleanValue(q.get(k));
  return {
    source: get('utm_source') ?? (network ? CLICK_IDS[network] : '(not set)'),
    medium: get('utm_medium') ?? (network ? 'cpc' : '(not set)'),
    campaign: get('utm_campaign') ?? '(not set)',
    content: get('utm_content'),
    term: get('utm_term'),
    landing: url.pathname.slice(0, PATH_MAX),
    at: now.toISOString(),
  };
}

/** A new visit's touch: the first touch stays, the last becomes this one. */
export function withTouch(previous: Attribution | null, touch: Touch): Attribution {
  return { first: previous?.first ?? touch, last: touch };
}

/** The cookie's value: URL-safe base64 of the JSON. */
export function encodeAttribution(attribution: Attribution): string {
  const bytes = new TextEncoder().encode(JSON.stringify(attribution));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cookie read back; anything else (absent, edited, an old shape) is a direct visit. */
export function decodeAttribution(value: string | undefined | null): Attribution {
  if (!value || value.length > 4096) return DIRECT;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = attributionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DIRECT;
  } catch {
    return DIRECT;
  }
}

/** The campaign a lead or booking is credited to: its last touch's, or 'direct'. */
export function creditedCampaign(attribution: Attribution | null): string {
  return attribution?.last?.campaign ?? 'direct';
}

/** A stored attribution (a lead's or booking's jsonb) read back; null when none or unreadable. */
export function storedAttribution(value: unknown): Attribution | null {
  const parsed = attributionSchema.safeParse(value);
  return parsed.success && parsed.data.last ? parsed.data : null;
}
