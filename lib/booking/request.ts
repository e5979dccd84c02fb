// A booking request, read once: everything the rest of the booking's path needs of the HTTP
// request (lib/booking/book.ts), so that neither way of booking goes back to it.
import '@/lib/server-api/server-only';
import { sessionTokenFromRequest } from '@/lib/accounts';
import { env } from '@/lib/env';
import { requestLanguage } from '@/lib/i18n/request-language';
import type { Locale } from '@/lib/i18n/locales';
import type { ApiRequest } from '@/lib/server-api/api-request';
import { clientIp } from '@/lib/server-api/client-ip';
import { parseJsonBody } from '@/lib/server-api/validation';
import { bookingCreateBody, type BookingCreateBody } from './contract';
import { idempotencyKeyOf } from './idempotency';

/** A well-formed request's key, body and language (the body's, else the language cookie's). */
export interface BookingAsk {
  key: string;
  body: BookingCreateBody;
  language: Locale;
}

/**
 * The request as read. Its ask, or the error reading the key or the body gave: that refusal
 * waits for the gate's address limit and session, which come first.
 */
export interface ReadRequest {
  ask: BookingAsk | null;
  error: unknown;
  /** The client's address, as the trusted proxies tell it. */
  ip: string;
  /** The session cookie's token, if any. */
  sessionToken: string | undefined;
}

export async function readBookingRequest(request: ApiRequest): Promise<ReadRequest> {
  const ip = clientIp(request, env().TRUSTED_PROXY_COUNT);
  const sessionToken = sessionTokenFromRequest(request);
  try {
    const key = idempotencyKeyOf(request);
    const body = await parseJsonBody(request, bookingCreateBody);
    const language = requestLanguage(body.language, request);
    return { ask: { key, body, language }, error: null, ip, sessionToken };
  } catch (error) {
    return { ask: null, error, ip, sessionToken };
  }
}
