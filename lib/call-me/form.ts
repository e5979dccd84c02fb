// The call-me form's browser call and its texts.
import type { HttpClient, RequestOptions } from '@/lib/browser-api/client';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { CallMeResult } from './contract';

export function callMeCalls(http: HttpClient) {
  return {
    /** The acknowledgement SMS speaks the page's language. */
    callMe: (
      body: { call_me_number: string; source: string; marketing_consent?: boolean },
      opts?: RequestOptions,
    ) =>
      http.post<CallMeResult>(
        '/api/aggregator/call_me/',
        { ...body, language: pageLanguage() },
        opts,
      ),
  };
}

export type CallMeCalls = ReturnType<typeof callMeCalls>;

// Call-me lead capture (docs/product.md, States and Validation).
export const CALL_ME_TOOLTIPS = {
  lowPrice: 'Please enter 10 digit mobile number to view low price centers',
  nearBy: 'Please enter 10 digit mobile number to view near by centers',
} as const;
export type CallMeTooltip = keyof typeof CALL_ME_TOOLTIPS;

export const CALL_ME_LABELS = { idle: 'Next', pending: 'Please Wait' } as const;

/** What a number that asked not to be called is told instead of a call. */
export const DO_NOT_CALL_NOTICE =
  'You asked us not to call this number, so we will not call you. You can still book online below. To let us call you again, turn calls back on in My data.';

/** The address sent as the lead's source: the page and its query, without the screen hash. */
export function leadSource(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}`;
}
