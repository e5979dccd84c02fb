// Health answers sealed at rest: AES-256-GCM under a key from the environment (HEALTH_DATA_KEYS,
// else one derived from the site's secret), bound to the booking they belong to, so a sealed
// value copied onto another booking does not open. Node's own cipher, no hand-made crypto.
import '@/lib/server-api/server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/env/secret';
import type { Env } from '@/lib/env/schema';

export interface Keyring {
  /** The key that seals: the first one configured. */
  current: { id: string; key: Buffer };
  /** Every key that opens, by id. */
  all: Map<string, Buffer>;
}

/**
 * The keys of HEALTH_DATA_KEYS, the first sealing; or the site secret's derived key, id `site`,
 * which also opens (never seals) once keys are configured.
 */
export async function keyringFrom(
  config: Pick<Env, 'HEALTH_DATA_KEYS' | 'STAFF_AUTH_SECRET' | 'DATA_DIR'>,
): Promise<Keyring> {
  const site = await derivedKey('health-answers', config);
  if (!config.HEALTH_DATA_KEYS) {
    return { current: { id: 'site', key: site }, all: new Map([['site', site]]) };
  }
  const pairs = config.HEALTH_DATA_KEYS.split(',').map((pair) => {
    const [id, encoded] = pair.split(':') as [string, string];
    const key = Buffer.from(
      encoded,
      encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64',
    );
    if (key.length !== 32) throw new Error(`HEALTH_DATA_KEYS: key ${id} is not 32 bytes`);
    return [id, key] as const;
  });
  const [id, key] = pairs[0]!;
  // The derived key still opens what was sealed before keys were configured, until rekeyed.
  return { current: { id, key }, all: new Map([['site', site], ...pairs]) };
}

let ring: Promise<Keyring> | undefined;
/** This server's keyring, read once. */
export function keyring(): Promise<Keyring> {
  ring ??= keyringFrom(env());
  return ring;
}

const VERSION = 'v1';

/** The sealed text of `plain`, bound to `bindTo` (the booking's id). */
export function seal(
  ring: Keyring,
  plain: string,
  bindTo: string,
): { keyId: string; sealed: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(`${VERSION}:${ring.current.id}:${bindTo}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
  return { keyId: ring.current.id, sealed };
}

/** The plain text, or an error when the key is unknown or the value was changed or moved. */
export function open(ring: Keyring, keyId: string, sealed: string, boundTo: string): string {
  const key = ring.all.get(keyId);
  if (!key) throw new Error(`health answers sealed under key ${keyId}, which is not configured`);
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('health answers are not in a sealed form this server reads');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`${VERSION}:${keyId}:${boundTo}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
