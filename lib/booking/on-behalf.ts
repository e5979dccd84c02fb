import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import type { BookingCreateBody } from './contract';
import { createBooking } from './create';
import { forMember } from './for-member';
import { bookForMember } from './member-booking';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/** The patient's account for the number, made now if they have never logged in. */
async function accountFor(db: Db, phone: string) {
  const [user] = await db
    .insert(users)
    .values({
      phone,
      language: sql`coalesce((select l.language from leads l where l.phone = ${phone}
        order by l.created_at desc limit 1), ${DEFAULT_LOCALE})`,
    })
    .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
    .returning({ id: users.id, language: users.language });
  return user!;
}

/**
 * A booking an agent makes for a patient over the phone. It belongs to the
 * patient's account for that number, made now if they have never logged in, so that logging
 * in with the number shows it in My bookings like one they made themselves. It speaks the
 * language the body says, else the account's, which a new account takes from the number's
 * latest call-back request (the agent's screen is English; the patient may not be).
 *
 * It may be for a member of that account's My family (member_id: only that account's, else
 * 404), or for someone new the caller asks to keep there (save_member; a child only when the
 * caller declared being the parent or guardian, which the agent ticks and the consent records
 * as given on an agent's call). Nothing is kept when the booking is refused.
 */
export async function createBookingOnBehalf(
  db: Db,
  body: BookingCreateBody,
  idempotencyKey: string,
  staffId: string,
  now: Date = new Date(),
  /** The lead's attribution: the campaign that brought the patient to ask for a call. */
  attribution: object | null = null,
) {
  const languageOf = (user: { language: string }) =>
    body.language ?? (isLocale(user.language) ? user.language : DEFAULT_LOCALE);
  if (forMember(body)) {
    return db.transaction(async (tx) => {
      const user = await accountFor(tx, body.patient.phone);
      const who = { userId: user.id, phone: body.patient.phone, language: languageOf(user) };
      return bookForMember(
        tx,
        { ...who, madeByStaffId: staffId, guardianVia: 'agent_call' },
        body,
        idempotencyKey,
        now,
        attribution,
      );
    });
  }
  const user = await accountFor(db, body.patient.phone);
  return createBooking(
    db,
    body,
    idempotencyKey,
    now,
    user.id,
    staffId,
    attribution,
    languageOf(user),
  );
}
