import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/lib/db/connect';
import type { Env } from '@/lib/env/schema';
import { createStaffAuth, type StaffAuth } from './auth';

const SECRET_FILE = 'staff-auth-secret';

/**
 * STAFF_AUTH_SECRET, or on the embedded database (one server, no configuration) a random one
 * made once and kept beside the data, so sessions and enrolled codes survive a restart.
 */
export async function staffAuthSecret(
  config: Pick<Env, 'STAFF_AUTH_SECRET' | 'DATA_DIR'>,
): Promise<string> {
  if (config.STAFF_AUTH_SECRET) return config.STAFF_AUTH_SECRET;
  const file = path.resolve(`${config.DATA_DIR}-${SECRET_FILE}`);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx': two processes starting at once keep whichever wrote first.
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}

/** better-auth for staff as the environment configures it, over the given (primary) database. */
export async function staffAuthFor(db: Db, config: Env): Promise<StaffAuth> {
  return createStaffAuth(db, {
    secret: await staffAuthSecret(config),
    baseURL: config.SITE_URL,
    idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
    secureCookies: config.NODE_ENV === 'production',
  });
}
