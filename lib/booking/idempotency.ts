import { HttpError } from '@/lib/server-api/errors';
import type { ApiRequest } from '@/lib/server-api/api-request';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key a booking request must carry: a retry with it never books twice. */
export function idempotencyKeyOf(request: Pick<ApiRequest, 'headers'>): string {
  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header (8 to 100 letters, digits, - or _), new for each booking.',
    );
  }
  return key;
}
