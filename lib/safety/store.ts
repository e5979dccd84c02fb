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

/** A booking's answers as a reader gets them: opened, or marked when they cannot be. */
export type Opened = SafetyAnswers | 'unreadable';

interface StoredRow {
  bookingId: string;
  keyId: string;
  sealed: string;
}

/**
 * Opens one booking's answers; answers that cannot be opened (a key removed too early) are
 * logged with the booking's id and the key's only, and marked, so they cost their own lines,
 * never the page, the day or the reminder that reads them.
 */
function opened(ring: Keyring, row: StoredRow): Opened {
  try {
    return JSON.parse(open(ring, row.keyId, row.sealed, row.bookingId)) as SafetyAnswers;
  } catch (error) {
    logger.error(
      {
        bookingId: row.bookingId,
        keyId: row.keyId,
        reason: error instanceof Error ? error.message : 'unknown',
      },
      'pre-visit answers could not be opened',
    );
    return 'unreadable';
  }
}

const storedRows = (db: Db, bookingIds: string[]) =>
  db
    .select({
      bookingId: bookingSafety.bookingId,
      keyId: bookingSafety.keyId,
      sealed: bookingSafety.sealed,
    })
    .from(bookingSafety)
    .where(inArray(bookingSafety.bookingId, bookingIds));

/** The booking's answers; null when it has none (its test asks nothing, or they were erased). */
export async function storedAnswers(db: Db, bookingId: string): Promise<Opened | null> {
  return (await storedAnswersOfMany(db, [bookingId])).get(bookingId) ?? null;
}

/** Several bookings' answers at once (a centre's day), by booking id; none for those without. */
export async function storedAnswersOfMany(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, Opened>> {
  const found = new Map<string, Opened>();
  if (bookingIds.length === 0) return found;
  const ring = await keyring();
  for (const row of await storedRows(db, bookingIds)) found.set(row.bookingId, opened(ring, row));
  return found;
}

/** The answers a patient's preparation is made from: none when none can be read. */
const forPreparation = (answers: Opened | null): SafetyAnswers =>
  answers && answers !== 'unreadable' ? answers : { answers: {} };

/** The booking's answers for its patient's preparation (the booking page, the calendar file). */
export async function answersForPreparation(db: Db, bookingId: string): Promise<SafetyAnswers> {
  return forPreparation(await storedAnswers(db, bookingId));
}

/** The same, for answers already read with their booking (the message sender's one query). */
export async function openedForPreparation(
  bookingId: string,
  stored: { keyId: string; sealed: string } | null,
): Promise<SafetyAnswers> {
  return forPreparation(stored && opened(await keyring(), { bookingId, ...stored }));
}

/** The booking's answers, opened; null when it has none; throws when they cannot be opened. */
export async function answersOf(db: Db, bookingId: string): Promise<SafetyAnswers | null> {
  const [row] = await storedRows(db, [bookingId]).limit(1);
  return row
    ? (JSON.parse(open(await keyring(), row.keyId, row.sealed, bookingId)) as SafetyAnswers)
    : null;
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
