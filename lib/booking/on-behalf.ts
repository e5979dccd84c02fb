import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import type { BookingCreateBody } from './contract';
import { createBooking } from './create';
import { HttpError } from '@/lib/server-api/errors';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/**
 * A booking an agent makes for a patient over the phone. It belongs to the
 * patient's account for that number, made now if they have never logged in, so that logging
 * in with the number shows it in My bookings like one they made themselves. It speaks the
 * language the body says, else the account's, which a new account takes from the number's
 * latest call-back request (the agent's screen is English; the patient may not be).
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
  // The agent books for the number's holder: My family is the holder's own, kept by them.
  if (body.member_id !== undefined || body.save_member !== undefined) {
    throw new HttpError(
      400,
      'invalid_parameter',
      'member_id: an agent books for the caller; family members are chosen by the patient.',
      { fields: [{ field: 'member_id', message: 'is not accepted from an agent' }] },
    );
  }
  const [user] = await db
    .insert(users)
    .values({
      phone: body.patient.phone,
      language: sql`coalesce((select l.language from leads l where l.phone = ${body.patient.phone}
        order by l.created_at desc limit 1), ${DEFAULT_LOCALE})`,
    })
    .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
    .returning({ id: users.id, language: users.language });
  return createBooking(
    db,
    body,
    idempotencyKey,
    now,
    user!.id,
    staffId,
    attribution,
    body.language ?? (isLocale(user!.language) ? user!.language : DEFAULT_LOCALE),
  );
}
