import { randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { otpCodes } from '@/lib/db/schema';

// One-time codes that prove a patient holds a mobile number. A code is 6 digits from the
// system's cryptographic source, valid 10 minutes, good for one use, and bound to the request
// that asked for it (its id comes back with the code); asking again kills the older code, and
// the fifth wrong try kills it too. Only a salted scrypt hash of it is stored.

export const CODE_MINUTES = 10;
export const MAX_ATTEMPTS = 5;

/**
 * A million codes hash in about half a day of one core at these settings (16 MB, ~40 ms each),
 * so a copy of the table gives nothing away within a code's 10 minutes; a plain SHA-256 of a
 * 6-digit code would be reversed in a second.
 */
const SCRYPT = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: scrypt salted with its request's id, which is unique. */
export function hashCode(code: string, requestId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(code, `otp:${requestId}`, 32, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(`scrypt$${key.toString('base64url')}`),
    );
  });
}

async function codeMatches(code: string, requestId: string, stored: string): Promise<boolean> {
  const a = Buffer.from(await hashCode(code, requestId));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface IssuedCode {
  requestId: string;
  /** To be sent to the patient, never stored or logged. */
  code: string;
  expiresAt: Date;
}

/** A new code for a number; every older code of that number stops working. */
export async function issueCode(
  db: Db,
  phone: string,
  now: Date = new Date(),
): Promise<IssuedCode> {
  const requestId = randomUUID();
  const code = newCode();
  const codeHash = await hashCode(code, requestId);
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // Two requests at once for one number: one after the other, so one code stays alive.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    await tx
      .update(otpCodes)
      .set({ revokedAt: now })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)));
    await tx.insert(otpCodes).values({ phone, requestId, codeHash, createdAt: now, expiresAt });
  });
  return { requestId, code, expiresAt };
}

/** Kills a code that could not be delivered. */
export async function revokeCode(db: Db, requestId: string, now: Date = new Date()) {
  await db
    .update(otpCodes)
    .set({ revokedAt: now })
    .where(and(eq(otpCodes.requestId, requestId), isNull(otpCodes.revokedAt)));
}

export type CodeRefusal = 'unknown' | 'expired' | 'used' | 'replaced' | 'locked' | 'wrong';

export type CodeCheck =
  | { ok: true; phone: string }
  | { ok: false; reason: CodeRefusal; phone: string | null; attemptsLeft: number };

async function whyDead(db: Db, requestId: string): Promise<CodeCheck> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.requestId, requestId));
  if (!row) return { ok: false, reason: 'unknown', phone: null, attemptsLeft: 0 };
  const reason: CodeRefusal = row.usedAt
    ? 'used'
    : row.attempts >= MAX_ATTEMPTS
      ? 'locked'
      : row.revokedAt
        ? 'replaced'
        : 'expired';
  return { ok: false, reason, phone: row.phone, attemptsLeft: 0 };
}

/** Checks a code against the request it was sent for; a right code is used up by this call. */
export async function checkCode(
  db: Db,
  requestId: string,
  code: string,
  now: Date = new Date(),
): Promise<CodeCheck> {
  // One try is taken before the code is compared, in one statement, so parallel guesses
  // cannot pass the limit of tries between them.
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.requestId, requestId),
        isNull(otpCodes.usedAt),
        isNull(otpCodes.revokedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({
      id: otpCodes.id,
      phone: otpCodes.phone,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
    });
  if (!row) return whyDead(db, requestId);

  if (!(await codeMatches(code, requestId, row.codeHash))) {
    const attemptsLeft = MAX_ATTEMPTS - row.attempts;
    if (attemptsLeft === 0) {
      await db.update(otpCodes).set({ revokedAt: now }).where(eq(otpCodes.id, row.id));
    }
    return {
      ok: false,
      reason: attemptsLeft === 0 ? 'locked' : 'wrong',
      phone: row.phone,
      attemptsLeft,
    };
  }
  // Two right answers at once: only one uses the code.
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
    .returning({ id: otpCodes.id });
  return used
    ? { ok: true, phone: row.phone }
    : { ok: false, reason: 'used', phone: row.phone, attemptsLeft: 0 };
}
