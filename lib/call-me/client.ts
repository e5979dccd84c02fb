// The call-me feature's browser-safe entry: its browser call and texts.
import type { HttpClient, RequestOptions } from '@/lib/browser-api/client';
import type { CallMeResult } from './contract';

export type { CallMeResult } from './contract';
export { CALL_ME_LABELS, CALL_ME_TOOLTIPS, leadSource, type CallMeTooltip } from './texts';

export function callMeCalls(http: HttpClient) {
  return {
    callMe: (body: { call_me_number: string; source: string }, opts?: RequestOptions) =>
      http.post<CallMeResult>('/api/aggregator/call_me/', body, opts),
  };
}

export type CallMeCalls = ReturnType<typeof callMeCalls>;
