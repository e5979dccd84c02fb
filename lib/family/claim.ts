// A member who was added as a child and is now 18 takes their details out of the holder's
// family: logged in with their own number (the member's verified one, and only that), their
// bookings become their account's own, their own consent is recorded in place of the guardian's,
// and the member with their addresses leaves the holder's family.
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, familyMembers, privacyLog, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { maskPhone } from '@/lib/log';
import { recordClaimConsent } from '@/lib/privacy';
import { HttpError } from '@/lib/server-api/errors';
import { ADULT_AGE, ageOn } from './rules';

export interface Claimant {
  userId: number;
  phone: string;
  language?: Locale;
}

/** Details that wait for the claimant in someone else's family: whose, and under what name. */
export interface Claimable {
  memberId: number;
  name: string;
  holderPhone: string;
}

const claimNotFound = () =>
  new HttpError(404, 'claim_not_found', 'There are no details to claim for your number.');

// The member's verified number is the claimant's, in another account, and was a child's.
const claimantsMember = (claimant: Claimant) =>
  and(
    eq(familyMembers.phone, claimant.phone),
    isNotNull(familyMembers.phoneVerifiedAt),
    ne(familyMembers.userId, claimant.userId),
    or(isNotNull(familyMembers.guardianConsentId), isNotNull(familyMembers.adultNoticeAt)),
  )!;

const memberWithHolder = {
  id: familyMembers.id,
  name: familyMembers.name,
  birthDate: familyMembers.birthDate,
  holderId: familyMembers.userId,
  holderPhone: users.phone,
};

/** The members of other families the claimant may claim now (18 or more at `now`). */
export async function claimableFor(db: Db, claimant: Claimant, now: Date): Promise<Claimable[]> {
  const rows = await db
    .select(memberWithHolder)
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .where(claimantsMember(claimant))
    .orderBy(familyMembers.id);
  return rows
    .filter((m) => ageOn(m.birthDate, now) >= ADULT_AGE)
    .map((m) => ({ memberId: m.id, name: m.name, holderPhone: m.holderPhone }));
}

/** The claimable details as the API answers them: the holder's number masked as on the page. */
export async function claimsJson(db: Db, claimant: Claimant, now: Date) {
  return {
    claims: (await claimableFor(db, claimant, now)).map((c) => ({
      member_id: c.memberId,
      name: c.name,
      holder_phone: maskPhone(c.holderPhone),
    })),
  };
}

/**
 * Claims member `memberId` for the claimant: 404 unless its verified number is the claimant's
 * (whoever else asks learns nothing), 409 while the member is under 18. Returns how many
 * bookings moved to the claimant's account.
 */
export async function claimMember(
  db: Db,
  claimant: Claimant,
  memberId: number,
  now: Date,
): Promise<{ bookings: number }> {
  return db.transaction(async (tx) => {
    // Held until the end: the holder cannot edit or remove the member half-way through.
    await tx.execute(
      sql`select 1 from ${familyMembers} where ${familyMembers.id} = ${memberId} for update`,
    );
    const [member] = await tx
      .select(memberWithHolder)
      .from(familyMembers)
      .innerJoin(users, eq(users.id, familyMembers.userId))
      .where(and(eq(familyMembers.id, memberId), claimantsMember(claimant)));
    if (!member) throw claimNotFound();
    if (ageOn(member.birthDate, now) < ADULT_AGE) {
      throw new HttpError(
        409,
        'member_not_adult',
        'These details are kept by your parent or guardian until you turn 18; you can claim them from your 18th birthday.',
      );
    }
    // Booked for the account holder from now on (no member): the claimant's own bookings, whose
    // messages still to come go to the claimant's number (the booking's), not the holder's.
    const moved = await tx
      .update(bookings)
      .set({
        userId: claimant.userId,
        memberId: null,
        phone: sql`case when ${bookings.erasedAt} is null then ${claimant.phone} else null end`,
        // Their messages still to come speak the language the claimant read the claim in.
        ...(claimant.language && { language: claimant.language }),
        updatedAt: now,
      })
      .where(and(eq(bookings.memberId, member.id), eq(bookings.userId, member.holderId)))
      .returning({ id: bookings.id });
    await recordClaimConsent(tx, { phone: claimant.phone, language: claimant.language, now });
    // Their addresses go with them (on delete cascade).
    await tx.delete(familyMembers).where(eq(familyMembers.id, member.id));
    await tx
      .insert(privacyLog)
      .values({ at: now, action: 'member_claimed', detail: { bookings: moved.length } });
    return { bookings: moved.length };
  });
}
