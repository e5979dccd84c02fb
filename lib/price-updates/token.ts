import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '@/lib/server-api/errors';

/**
 * The operations API answers only to its bearer token; with no OPS_API_TOKEN configured it
 * does not exist (404), so a forgotten setting never leaves it open.
 */
export function requireOpsToken(request: Request, configured: string | undefined): void {
  if (!configured) throw new HttpError(404, 'unknown_endpoint', 'There is no such API address.');
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(configured);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(
      401,
      'unauthorized',
      'A valid operations token is required.',
      {},
      {
        'WWW-Authenticate': 'Bearer',
      },
    );
  }
}
