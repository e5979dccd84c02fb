import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leadLock } from '@/lib/db/locks';
import {
  bookings,
  consents,
  knownBrowsers,
  leads,
  otpCodes,
  privacyLog,
  sessions,
  smsOutbox,
  users,
} from '@/lib/db/schema';
import { leadActivity, leadBookings } from '@/lib/db/staff-schema';
import { HttpError } from '@/lib/server-api/errors';
import { anonymiseBookings } from './anonymise';
import { bookingsForPrivacy } from './bookings';
import type { ErasureCounts } from './contract';
import { bookingsOfOwner, type DataOwner } from './my-data';

const upcomingOf = (owner: DataOwner, now: Date) =>
  and(
    bookingsOfOwner(owner),
    inArray(bookings.status, [...bookingsForPrivacy().active]),
    gt(bookings.slotStart, now),
  );

/** The patient's upcoming bookings, which 'delete my data' cancels first. */
async function upcomingReferences(db: Db, owner: DataOwner, now: Date): Promise<string[]> {
  const rows = await db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(upcomingOf(owner, now))
    .orderBy(bookings.slotStart);
  return rows.map((r) => r.reference);
}

/**
 * 'Delete my data': the upcoming bookings are cancelled first (each gives its place back, as a
 * cancel on its page does); then, in one transaction, the bookings keep their reference, test,
 * centre, time and price for the centre's accounts and lose the patient's name, age, gender,
 * number, address and owner; their reports (the PDFs the centres uploaded), leads with their
 * notes, consents, messages, codes, proved browsers, sessions and the account are deleted. The do-not-call list keeps only its keyed hash. The
 * log row holds counts, nothing personal. Final: there is no undo.
 */
export async function eraseMyData(
  db: Db,
  owner: DataOwner,
  now: Date = new Date(),
): Promise<ErasureCounts> {
  let cancelled = 0;
  for (const reference of await upcomingReferences(db, owner, now)) {
    if (await bookingsForPrivacy().cancel(db, reference, now)) cancelled += 1;
  }
  return db.transaction(async (tx) => {
    // No call-me from the number can add a lead while its leads are deleted.
    await tx.execute(leadLock(owner.phone));
    const [late] = await tx
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(upcomingOf(owner, now))
      .limit(1);
    if (late) {
      throw new HttpError(
        409,
        'upcoming_booking',
        'A booking was made while your data was being deleted. Please try again.',
      );
    }
    const erased = await anonymiseBookings(tx, bookingsOfOwner(owner), now);
    const leadIds = (
      await tx.select({ id: leads.id }).from(leads).where(eq(leads.phone, owner.phone))
    ).map((r) => r.id);
    if (leadIds.length > 0) {
      await tx.delete(leadBookings).where(inArray(leadBookings.leadId, leadIds));
      await tx.delete(leadActivity).where(inArray(leadActivity.leadId, leadIds));
    }
    const consentRows = await tx
      .delete(consents)
      .where(eq(consents.phone, owner.phone))
      .returning({ id: consents.id });
    const leadRows = await tx
      .delete(leads)
      .where(eq(leads.phone, owner.phone))
      .returning({ id: leads.id });
    const messageRows = await tx
      .delete(smsOutbox)
      .where(eq(smsOutbox.phone, owner.phone))
      .returning({ id: smsOutbox.id });
    const codeRows = await tx
      .delete(otpCodes)
      .where(eq(otpCodes.phone, owner.phone))
      .returning({ id: otpCodes.id });
    await tx.delete(knownBrowsers).where(eq(knownBrowsers.phone, owner.phone));
    const sessionRows = await tx
      .delete(sessions)
      .where(eq(sessions.userId, owner.userId))
      .returning({ hash: sessions.tokenHash });
    await tx.delete(users).where(eq(users.id, owner.userId));
    const counts: ErasureCounts = {
      bookings_cancelled: cancelled,
      bookings_anonymised: erased.bookings,
      reports: erased.reports,
      leads: leadRows.length,
      consents: consentRows.length,
      messages: messageRows.length,
      codes: codeRows.length,
      sessions: sessionRows.length,
    };
    await tx.insert(privacyLog).values({ at: now, action: 'erasure', detail: { ...counts } });
    return counts;
  });
}
