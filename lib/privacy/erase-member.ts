// Removing a family member from an account erases that person the way 'delete my data' erases
// a patient: their upcoming bookings are cancelled (each gives its place back), their bookings
// lose every personal field and their reports, and the member with their addresses is deleted.
// The holder's own data and the other members' stay.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, familyMembers, privacyLog } from '@/lib/db/schema';
import { HttpError } from '@/lib/server-api/errors';
import { anonymiseBookings } from './anonymise';
import { bookingsForPrivacy } from './bookings';
import type { DataOwner } from './my-data';

export interface MemberErasureCounts {
  bookings_cancelled: number;
  bookings_anonymised: number;
  reports: number;
}

const bookingsOfMember = (owner: DataOwner, memberId: number) =>
  and(
    isNull(bookings.erasedAt),
    eq(bookings.memberId, memberId),
    eq(bookings.userId, owner.userId),
  )!;

/**
 * Erases the account's member `memberId` and the personal fields of their bookings; 404 in the
 * shared error shape when it is no member of this account (nothing changes then).
 */
export async function eraseMember(
  db: Db,
  owner: DataOwner,
  memberId: number,
  now: Date = new Date(),
): Promise<MemberErasureCounts> {
  const mine = and(eq(familyMembers.id, memberId), eq(familyMembers.userId, owner.userId));
  const [member] = await db.select({ id: familyMembers.id }).from(familyMembers).where(mine);
  if (!member) {
    throw new HttpError(
      404,
      'member_not_found',
      'That family member was not found in your account.',
    );
  }
  const upcoming = and(
    bookingsOfMember(owner, memberId),
    inArray(bookings.status, [...bookingsForPrivacy().active]),
    gt(bookings.slotStart, now),
  );
  let cancelled = 0;
  for (const { reference } of await db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(upcoming)) {
    if (await bookingsForPrivacy().cancel(db, reference, now)) cancelled += 1;
  }
  return db.transaction(async (tx) => {
    const [late] = await tx.select({ id: bookings.id }).from(bookings).where(upcoming).limit(1);
    if (late) {
      throw new HttpError(
        409,
        'upcoming_booking',
        'A booking was made for this member while they were being removed. Please try again.',
      );
    }
    const erased = await anonymiseBookings(tx, bookingsOfMember(owner, memberId), now);
    // Their addresses go with them (on delete cascade); the bookings' member becomes null.
    await tx.delete(familyMembers).where(mine);
    const counts: MemberErasureCounts = {
      bookings_cancelled: cancelled,
      bookings_anonymised: erased.bookings,
      reports: erased.reports,
    };
    await tx
      .insert(privacyLog)
      .values({ at: now, action: 'member_erasure', detail: { ...counts } });
    return counts;
  });
}
