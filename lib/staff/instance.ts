import '@/lib/server-api/server-only';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import type { StaffAuth } from './auth';
import { staffAuthFor } from './secret';

const holder = globalThis as typeof globalThis & { __staffAuth?: Promise<StaffAuth> };

async function open(): Promise<StaffAuth> {
  // The primary: a session written a moment ago must be found by the next request.
  return staffAuthFor((await getDbHandle()).primary, env());
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
