// A booking for a family member, whoever makes it: the patient on their own screen, or an agent
// on the phone for the caller's account. Either way the member is the account's own.
import '@/lib/server-api/server-only';
import type { Db } from '@/lib/db/connect';
import type { Locale } from '@/lib/i18n/locales';
import type { GuardianVia } from '@/lib/privacy/client';
import type { BookingCreateBody } from './contract';
import { createBooking, replay, requestHash, type Attribution } from './create';
import { lockAccount, newMember, savedMember } from './for-member';
import type { BookingDetails } from './view';

/** The account the booking is for, and who makes it. */
export interface MemberBooker {
  userId: number;
  /** The account's number: the one the booking's messages go to. */
  phone: string;
  language: Locale;
  /** The agent making it on the caller's behalf; null when the patient books. */
  madeByStaffId: string | null;
  /** Where a new child's guardian declaration was made (the holder's form by default). */
  guardianVia?: GuardianVia;
}

/**
 * A saved member, read through the account (404 for another account's), or someone new, kept
 * with the booking in one transaction. The account's row is held first, so a retry with the
 * same Idempotency-Key waits, then gets the same booking and keeps no second member. The
 * messages still go to the holder's number, as the body says.
 */
export async function bookForMember(
  db: Db,
  who: MemberBooker,
  body: BookingCreateBody,
  key: string,
  now: Date,
  attribution: Attribution | null,
): Promise<{ booking: BookingDetails; replayed: boolean }> {
  const { userId, madeByStaffId, language } = who;
  const book = (on: Db, member: Awaited<ReturnType<typeof savedMember>>) =>
    createBooking(on, body, key, now, userId, madeByStaffId, attribution, language, member);
  if (body.member_id !== undefined) {
    return book(db, await savedMember(db, userId, body.member_id, now));
  }
  const saving = { ...body, save_member: body.save_member! };
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const earlier = await replay(tx, key, requestHash(body));
    if (earlier) return { booking: earlier, replayed: true };
    return book(tx, await newMember(tx, who, saving, now));
  });
}
