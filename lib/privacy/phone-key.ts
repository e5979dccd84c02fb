import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/env/secret';

/**
 * The do-not-call list's key of a number: HMAC-SHA-256 under a key of the site's secret. The
 * list never holds the number, so the choice can outlive 'delete my data'.
 */
export async function phoneKey(phone: string): Promise<string> {
  return createHmac('sha256', await derivedKey('do-not-call', env()))
    .update(phone)
    .digest('hex');
}
