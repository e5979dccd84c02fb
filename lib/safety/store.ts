// A booking's answers kept and read back: sealed on the way in (lib/safety/seal.ts), opened
// only for a view its caller has already allowed. Never logged: only ids and counts are.
import '@/lib/server-api/server-only';
import { eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingSafety } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { keyring, open, seal, type Keyring } from './seal';
import type { SafetyAnswers } from './rules';

/** Seals a booking's kept answers once its id is known (the booking's statement writes them). */
export type Sealer = (bookingId: string) => SealedAnswers;
export interface SealedAnswers {
  keyId: string;
  sealed: string;
}

/** A sealer for answers worth keeping, or null when the test asked nothing. */
export async function sealerFor(kept: SafetyAnswers): Promise<Sealer | null> {
  if (Object.keys(kept.answers).length === 0) return null;
  const ring = await keyring();
  const plain = JSON.stringify(kept);
  return (bookingId) => seal(ring, plain, bookingId);
}

/**
 * The booking's answers for its patient's preparation: none when it has none, and none (with
 * an error logged, naming only the key) when they cannot be opened, so that a key removed too
 * early costs the tailored lines, not the page or the reminder.
 */
export async function answersForPreparation(db: Db, bookingId: string): Promise<SafetyAnswers> {
  const [row] = await db
    .select({ keyId: bookingSafety.keyId, sealed: bookingSafety.sealed })
    .from(bookingSafety)
    .where(eq(bookingSafety.bookingId, bookingId))
    .limit(1);
  return openedForPreparation(bookingId, row ?? null);
}

/** The same, for answers already read with their booking (the message sender's one query). */
export async function openedForPreparation(
  bookingId: string,
  stored: { keyId: string; sealed: string } | null,
): Promise<SafetyAnswers> {
  if (!stored) return { answers: {} };
  try {
    return JSON.parse(
      open(await keyring(), stored.keyId, stored.sealed, bookingId),
    ) as SafetyAnswers;
  } catch (error) {
    logger.error(
      {
        bookingId,
        keyId: stored.keyId,
        reason: error instanceof Error ? error.message : 'unknown',
      },
      'pre-visit answers could not be opened',
    );
    return { answers: {} };
  }
}

/** The booking's answers, opened; null when it has none (or they were erased). */
export async function answersOf(db: Db, bookingId: string): Promise<SafetyAnswers | null> {
  const [row] = await db
    .select({ keyId: bookingSafety.keyId, sealed: bookingSafety.sealed })
    .from(bookingSafety)
    .where(eq(bookingSafety.bookingId, bookingId))
    .limit(1);
  if (!row) return null;
  return JSON.parse(open(await keyring(), row.keyId, row.sealed, bookingId)) as SafetyAnswers;
}

/** Several bookings' answers at once (a centre's day), by booking id. */
export async function answersOfMany(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, SafetyAnswers>> {
  const found = new Map<string, SafetyAnswers>();
  if (bookingIds.length === 0) return found;
  const rows = await db
    .select()
    .from(bookingSafety)
    .where(inArray(bookingSafety.bookingId, bookingIds));
  const ring = await keyring();
  for (const row of rows) {
    found.set(row.bookingId, JSON.parse(open(ring, row.keyId, row.sealed, row.bookingId)));
  }
  return found;
}

/** Deletes the answers of these bookings (their personal data is being erased). */
export async function eraseAnswers(db: Db, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const gone = await db
    .delete(bookingSafety)
    .where(inArray(bookingSafety.bookingId, bookingIds))
    .returning({ id: bookingSafety.bookingId });
  return gone.length;
}

/**
 * Moves every answer sealed under another key to the current one (after a new key was put
 * first in HEALTH_DATA_KEYS), a batch at a time; returns how many moved.
 */
export async function rekeyAnswers(db: Db, ring: Keyring, batch = 500): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(bookingSafety)
      .where(ne(bookingSafety.keyId, ring.current.id))
      .limit(batch);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const plain = open(ring, row.keyId, row.sealed, row.bookingId);
      const next = seal(ring, plain, row.bookingId);
      await db.update(bookingSafety).set(next).where(eq(bookingSafety.bookingId, row.bookingId));
      moved += 1;
    }
  }
}
