import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { knownBrowsers } from '@/lib/db/schema';

// A browser that logged in with a number keeps a proof of it: an HttpOnly cookie holding a
// random token, of which only a hash is stored. A stranger cannot get one for someone else's
// number, so it is what exempts the owner from the number's hourly ceiling of code requests
// (lib/accounts/otp.ts): without a CAPTCHA, strangers spending that ceiling lock nobody out
// of a browser they have used before.

export const KNOWN_BROWSER_DAYS = 180;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Remembers this browser for the number; the token goes into its cookie. */
export async function rememberBrowser(db: Db, phone: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + KNOWN_BROWSER_DAYS * 86_400_000);
  await db.delete(knownBrowsers).where(lt(knownBrowsers.expiresAt, now));
  await db
    .insert(knownBrowsers)
    .values({ tokenHash: hashOf(token), phone, createdAt: now, expiresAt });
  return token;
}

/** Whether the cookie's token proves this browser logged in with the number. */
export async function isKnownBrowser(
  db: Db,
  token: string | undefined,
  phone: string,
  now = new Date(),
): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ phone: knownBrowsers.phone })
    .from(knownBrowsers)
    .where(
      and(
        eq(knownBrowsers.tokenHash, hashOf(token)),
        eq(knownBrowsers.phone, phone),
        gt(knownBrowsers.expiresAt, now),
      ),
    );
  return row !== undefined;
}
