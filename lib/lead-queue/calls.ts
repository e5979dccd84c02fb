// The console's calls to /api/staff/leads/... (contract.ts), typed for the browser.
import type { z } from 'zod';
import { createHttpClient, type HttpClient } from '@/lib/browser-api/client';
import type {
  LeadDetailResponse,
  LeadNumberResponse,
  LeadQueue,
  noteBody,
  outcomeBody,
} from './contract';

export const LEAD_QUEUE_API = '/api/staff/leads/';
export const leadApi = (id: number) => `/api/staff/leads/${id}/`;

/** The console's own address of a lead, and of booking on the patient's behalf from it. */
export const leadPage = (id: number) => `/ops/leads/${id}/`;
export const leadBookPage = (id: number) => `/ops/leads/${id}/book/`;

const TIMEOUT_MS = 15_000;

export function leadCalls(http: HttpClient = createHttpClient()) {
  const act = <T = LeadDetailResponse>(id: number, action: string, body?: unknown) =>
    http.post<T>(`${leadApi(id)}${action}/`, body, { timeoutMs: TIMEOUT_MS, queue: `lead-${id}` });
  return {
    queue: () => http.get<LeadQueue>(LEAD_QUEUE_API, { timeoutMs: TIMEOUT_MS }),
    /** The open lead page's refresh: audited with the page's own view (openLead). */
    lead: (id: number) =>
      http.get<LeadDetailResponse>(`${leadApi(id)}?refresh=1`, { timeoutMs: TIMEOUT_MS }),
    claim: (id: number) => act(id, 'claim'),
    release: (id: number) => act(id, 'release'),
    number: (id: number) => act<LeadNumberResponse>(id, 'number'),
    outcome: (id: number, body: z.input<typeof outcomeBody>) => act(id, 'outcome', body),
    note: (id: number, body: z.input<typeof noteBody>) => act(id, 'notes', body),
  };
}

export type LeadCalls = ReturnType<typeof leadCalls>;
