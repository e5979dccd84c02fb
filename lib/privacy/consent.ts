import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { consents } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { consentRow, type ConsentRow, type ConsentVia, type GuardianVia } from './client';
import { isDoNotCall } from './do-not-call';

/**
 * A parent's or lawful guardian's consent for a child's data, in the words the holder read:
 * stored in the caller's transaction (the member's), its id kept with the member.
 */
export async function recordGuardianConsent(
  db: Db,
  of: { phone: string; language?: Locale; now: Date; via?: GuardianVia },
): Promise<number> {
  const [row] = await db
    .insert(consents)
    .values(consentRow('guardian', true, { ...of, via: of.via ?? 'my_family' }))
    .returning({ id: consents.id });
  return row!.id;
}

/**
 * A member who turned 18 claiming the details their guardian kept: their own consent to their
 * bookings and messages, in the words they read, stored in the caller's transaction (the claim's).
 */
export async function recordClaimConsent(
  db: Db,
  of: { phone: string; language?: Locale; now: Date },
): Promise<void> {
  await db
    .insert(consents)
    .values(consentRow('booking_messages', true, { ...of, via: 'my_family' }));
}

/** Stores the rows `consentRows` built, in the caller's transaction (the lead's or booking's). */
export async function recordConsents(db: Db, rows: ConsentRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(consents).values(rows);
}

/** Whether the number's latest marketing choice is a yes (no choice is a no). */
export async function marketingAllowed(db: Db, phone: string): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.phone, phone), eq(consents.purpose, 'marketing')))
    .orderBy(desc(consents.id))
    .limit(1);
  return latest?.granted ?? false;
}

/** Gives or withdraws marketing consent; a choice equal to the standing one writes nothing. */
export async function setMarketing(
  db: Db,
  phone: string,
  granted: boolean,
  via: ConsentVia,
  now: Date = new Date(),
): Promise<void> {
  if ((await marketingAllowed(db, phone)) === granted) return;
  await recordConsents(db, [consentRow('marketing', granted, { phone, via, now })]);
}

export async function choicesOf(db: Db, phone: string) {
  const [doNotCall, marketing] = await Promise.all([
    isDoNotCall(db, phone),
    marketingAllowed(db, phone),
  ]);
  return { do_not_call: doNotCall, marketing };
}
