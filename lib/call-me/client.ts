// The call-me feature's browser-safe entry: its browser call and the texts of its form.
import type { HttpClient, RequestOptions } from '@/lib/browser-api/client';
import type { CallMeResult } from './contract';

export type { CallMeResult } from './contract';

export function callMeCalls(http: HttpClient) {
  return {
    callMe: (body: { call_me_number: string; source: string }, opts?: RequestOptions) =>
      http.post<CallMeResult>('/api/aggregator/call_me/', body, opts),
  };
}

export type CallMeCalls = ReturnType<typeof callMeCalls>;

// Call-me lead capture (SPEC.md points 4 and 5).
export const CALL_ME_TOOLTIPS = {
  lowPrice: 'Please enter 10 digit mobile number to view low price centers',
  nearBy: 'Please enter 10 digit mobile number to view near by centers',
} as const;
export type CallMeTooltip = keyof typeof CALL_ME_TOOLTIPS;

export const CALL_ME_LABELS = { idle: 'Next', pending: 'Please Wait' } as const;

/** The address sent as the lead's source: the page and its query, without the screen hash. */
export function leadSource(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}`;
}
