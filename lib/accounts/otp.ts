import { randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { otpCodes } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

// One-time codes that prove a patient holds a mobile number. A code is 6 digits from the
// system's cryptographic source, valid 10 minutes and good for one use. Each request has its
// own code, and nothing a stranger does kills it: asking again for the number sends another
// code (or, within the resend interval, none) without touching the earlier ones, and a try is
// counted against the request it is made with, so wrong tries elsewhere cost the owner nothing.
// A try is compared with every live code of the number, so the patient may enter whichever SMS
// came last. Only a salted scrypt hash of a code is stored. The threat model is in the README
// ("What a stranger can do to a number").

export const CODE_MINUTES = 10;
/** Wrong tries a request allows; its code still works with other requests after. */
export const MAX_ATTEMPTS = 5;
/** The first resend interval of a number; it doubles with each SMS of the hour, up to a code's life. */
export const RESEND_SECONDS = 30;
/**
 * Code requests (sent or not) a number takes an hour from browsers that have not proved it
 * before. With five tries each, a stranger gets at most 50 guesses an hour at a number's codes.
 */
export const REQUESTS_PER_HOUR = 10;
/** Live codes a try is compared with, newest first (each comparison is one scrypt). */
const LIVE_CODES_COMPARED = 10;
const HOUR_MS = 3_600_000;

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

/** How long after an SMS to a number the next may go, given the SMS of its last hour. */
export function resendIntervalSeconds(smsInLastHour: number): number {
  return Math.min(RESEND_SECONDS * 2 ** Math.max(0, smsInLastHour - 1), CODE_MINUTES * 60);
}

export type CodeRequest =
  /** A new code, to be sent to the patient, never stored or logged. */
  | { kind: 'sent'; requestId: string; code: string; expiresAt: Date }
  /** No new SMS: one went to the number within the resend interval and is still live. */
  | { kind: 'reused'; requestId: string; expiresAt: Date }
  /** The number's hourly ceiling of requests is reached (never for a browser that proved it). */
  | { kind: 'ceiling'; retryAfterSeconds: number };

export interface RequestOptions {
  now?: Date;
  /** The browser proved this number before (lib/accounts/known-browser.ts). */
  proven?: boolean;
  /** Runs before a new SMS is committed to (the global ceiling); throwing refuses the request. */
  beforeSms?: () => Promise<void>;
  /** The language the code is asked in: its SMS speaks it, and a login with it sets the account's. */
  language?: Locale;
}

/**
 * A request for a code to a number. Within the resend interval, while an earlier code is live,
 * no SMS goes: the request then works with that code, so the owner is never refused a way in.
 */
export async function requestCode(
  db: Db,
  phone: string,
  { now = new Date(), proven = false, beforeSms, language = DEFAULT_LOCALE }: RequestOptions = {},
): Promise<CodeRequest> {
  const requestId = randomUUID();
  return db.transaction(async (tx): Promise<CodeRequest> => {
    // Two requests at once for one number: one after the other, so both see the same history.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    const recent = await tx
      .select({
        createdAt: otpCodes.createdAt,
        expiresAt: otpCodes.expiresAt,
        sms: sql<boolean>`${otpCodes.codeHash} is not null`,
        dead: sql<boolean>`${otpCodes.usedAt} is not null or ${otpCodes.revokedAt} is not null`,
      })
      .from(otpCodes)
      .where(
        and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
      )
      .orderBy(desc(otpCodes.createdAt));
    if (!proven && recent.length >= REQUESTS_PER_HOUR) {
      const oldest = recent.at(-1)!.createdAt.getTime();
      return {
        kind: 'ceiling',
        retryAfterSeconds: Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000),
      };
    }
    const sms = recent.filter((r) => r.sms);
    const live = sms.filter((r) => !r.dead && r.expiresAt > now);
    const last = sms[0];
    if (
      last &&
      live.length > 0 &&
      now.getTime() - last.createdAt.getTime() < resendIntervalSeconds(sms.length) * 1000
    ) {
      const expiresAt = new Date(Math.max(...live.map((r) => r.expiresAt.getTime())));
      await tx
        .insert(otpCodes)
        .values({ phone, requestId, codeHash: null, createdAt: now, expiresAt, language });
      return { kind: 'reused', requestId, expiresAt };
    }
    await beforeSms?.();
    const code = newCode();
    const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
    const codeHash = await hashCode(code, requestId);
    await tx
      .insert(otpCodes)
      .values({ phone, requestId, codeHash, createdAt: now, expiresAt, language });
    return { kind: 'sent', requestId, code, expiresAt };
  });
}

/** Kills a code that could not be delivered. */
export async function revokeCode(db: Db, requestId: string, now: Date = new Date()) {
  await db
    .update(otpCodes)
    .set({ revokedAt: now })
    .where(and(eq(otpCodes.requestId, requestId), isNull(otpCodes.revokedAt)));
}

export type CodeRefusal = 'unknown' | 'expired' | 'used' | 'locked' | 'wrong';

export type CodeCheck =
  | { ok: true; phone: string }
  | { ok: false; reason: CodeRefusal; phone: string | null; attemptsLeft: number };

async function whyDead(db: Db, requestId: string): Promise<CodeCheck> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.requestId, requestId));
  if (!row) return { ok: false, reason: 'unknown', phone: null, attemptsLeft: 0 };
  // A revoked code is one that could not be delivered: to the patient, it never came.
  const reason: CodeRefusal = row.usedAt
    ? 'used'
    : row.attempts >= MAX_ATTEMPTS
      ? 'locked'
      : 'expired';
  return { ok: false, reason, phone: row.phone, attemptsLeft: 0 };
}

/**
 * Checks a code entered with a request: a right code is any live code of the request's number,
 * and it is used up by this call, as is the request.
 */
export async function checkCode(
  db: Db,
  requestId: string,
  code: string,
  now: Date = new Date(),
): Promise<CodeCheck> {
  // One try is taken before the code is compared, in one statement, so parallel guesses
  // cannot pass the limit of tries between them.
  const [request] = await db
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
    .returning({ id: otpCodes.id, phone: otpCodes.phone, attempts: otpCodes.attempts });
  if (!request) return whyDead(db, requestId);

  const live = await db
    .select({ id: otpCodes.id, requestId: otpCodes.requestId, codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, request.phone),
        isNotNull(otpCodes.codeHash),
        isNull(otpCodes.usedAt),
        isNull(otpCodes.revokedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(LIVE_CODES_COMPARED);
  const matches = await Promise.all(
    live.map((row) => codeMatches(code, row.requestId, row.codeHash!)),
  );
  const hit = live[matches.indexOf(true)];
  if (!hit) {
    const attemptsLeft = MAX_ATTEMPTS - request.attempts;
    return {
      ok: false,
      reason: attemptsLeft === 0 ? 'locked' : 'wrong',
      phone: request.phone,
      attemptsLeft,
    };
  }
  // Two right answers at once: only one uses the code; the request is spent with it.
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, hit.id), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
    .returning({ id: otpCodes.id });
  if (!used) return { ok: false, reason: 'used', phone: request.phone, attemptsLeft: 0 };
  if (hit.id !== request.id) {
    await db.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, request.id));
  }
  return { ok: true, phone: request.phone };
}
