import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from './schema';

// The file keeps its first name: embedded databases made before the secret served more than
// staff sessions still find theirs.
const SECRET_FILE = 'staff-auth-secret';

/**
 * The site's secret: STAFF_AUTH_SECRET, or on the embedded database (one server, no
 * configuration) a random one made once and kept beside the data, so what it signs survives a
 * restart. Staff sessions use it as it is; other uses derive their own key from it
 * (`derivedKey`), so no two uses share a key.
 */
export async function siteSecret(
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

const derived = new Map<string, Promise<Buffer>>();

/** A 32-byte key for one use of the site's secret (HMAC-SHA-256 of the use's name). */
export function derivedKey(
  use: string,
  config: Pick<Env, 'STAFF_AUTH_SECRET' | 'DATA_DIR'>,
): Promise<Buffer> {
  let key = derived.get(use);
  if (!key) {
    key = siteSecret(config).then((secret) =>
      createHmac('sha256', secret).update(`derived:${use}`).digest(),
    );
    derived.set(use, key);
  }
  return key;
}
