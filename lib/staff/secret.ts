import type { Db } from '@/lib/db/connect';
import type { Env } from '@/lib/env/schema';
import { siteSecret } from '@/lib/env/secret';
import { createStaffAuth, type StaffAuth } from './auth';

/** better-auth for staff as the environment configures it, over the given (primary) database. */
export async function staffAuthFor(db: Db, config: Env): Promise<StaffAuth> {
  return createStaffAuth(db, {
    // The site's secret (lib/env/secret.ts) signs staff sessions and encrypts TOTP keys.
    secret: await siteSecret(config),
    baseURL: config.SITE_URL,
    idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
    secureCookies: config.NODE_ENV === 'production',
  });
}
