import 'server-only';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { createStaffAuth, type StaffAuth } from './auth';
import { staffAuthSecret } from './secret';

const holder = globalThis as typeof globalThis & { __staffAuth?: Promise<StaffAuth> };

async function open(): Promise<StaffAuth> {
  const config = env();
  const handle = await getDbHandle();
  // The primary: a session written a moment ago must be found by the next request.
  return createStaffAuth(handle.primary, {
    secret: await staffAuthSecret(config),
    baseURL: config.SITE_URL,
    idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
    secureCookies: config.NODE_ENV === 'production',
  });
}

/** This server process's better-auth instance for staff. */
export function getStaffAuth(): Promise<StaffAuth> {
  if (!holder.__staffAuth) {
    const opening = open();
    holder.__staffAuth = opening;
    opening.catch(() => {
      if (holder.__staffAuth === opening) holder.__staffAuth = undefined;
    });
  }
  return holder.__staffAuth;
}
