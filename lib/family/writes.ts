// Adding, editing and removing an account's members, always through the account: another
// account's member id is a 404 here as everywhere (memberOf), and nothing is stored on a refusal.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { familyMembers } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { eraseMember, recordGuardianConsent } from '@/lib/privacy';
import { HttpError } from '@/lib/server-api/errors';
import type { MemberBody } from './contract';
import { addMember, memberOf, type MemberRow } from './members';
import { birthDateProblem, isChild } from './rules';

export interface Holder {
  userId: number;
  phone: string;
  /** The language of the page the holder read: a guardian consent is kept in its words. */
  language?: Locale;
}

function checkBirthDate(birthDate: string, now: Date) {
  const problem = birthDateProblem(birthDate, now);
  if (problem) {
    throw new HttpError(400, 'invalid_birth_date', `birth_date: ${problem}`, {
      fields: [{ field: 'birth_date', message: problem }],
    });
  }
}

/** A new member (400 for an impossible birth date, 409 for an 11th, 400 for a child without the declaration). */
export async function createMember(
  db: Db,
  holder: Holder,
  body: MemberBody,
  now: Date,
): Promise<MemberRow> {
  checkBirthDate(body.birth_date, now);
  return db.transaction((tx) =>
    addMember(
      tx,
      holder,
      {
        name: body.name,
        relation: body.relation,
        birthDate: body.birth_date,
        gender: body.gender,
        phone: body.phone,
        language: body.language ?? holder.language,
        guardian: body.guardian,
      },
      now,
    ),
  );
}

/**
 * Edits a member. A changed number is a new, unverified one (and its messages stop until it
 * is verified); a birth date that makes the member a child needs the guardian's declaration
 * unless one was recorded already.
 */
export async function editMember(
  db: Db,
  holder: Holder,
  memberId: number,
  body: MemberBody,
  now: Date,
): Promise<MemberRow> {
  checkBirthDate(body.birth_date, now);
  return db.transaction(async (tx) => {
    const row = await memberOf(tx, holder.userId, memberId);
    await tx.execute(
      sql`select 1 from ${familyMembers} where ${familyMembers.id} = ${row.id} for update`,
    );
    let guardianConsentId = row.guardianConsentId;
    if (isChild(body.birth_date, now) && guardianConsentId === null) {
      if (!body.guardian) {
        throw new HttpError(
          400,
          'guardian_consent_required',
          'guardian: a member under 18 can be kept only by their parent or lawful guardian, who ticks the declaration.',
          { fields: [{ field: 'guardian', message: 'must be ticked for a member under 18' }] },
        );
      }
      guardianConsentId = await recordGuardianConsent(tx, {
        phone: holder.phone,
        language: holder.language,
        now,
      });
    }
    const phone = body.phone ?? null;
    const sameNumber = phone === row.phone;
    const [updated] = await tx
      .update(familyMembers)
      .set({
        name: body.name,
        relation: body.relation,
        birthDate: body.birth_date,
        gender: body.gender,
        phone,
        ...(body.language && { language: body.language }),
        phoneVerifiedAt: sameNumber ? row.phoneVerifiedAt : null,
        messagesToMember: sameNumber ? row.messagesToMember : false,
        guardianConsentId,
        updatedAt: now,
      })
      .where(and(eq(familyMembers.id, row.id), eq(familyMembers.userId, holder.userId)))
      .returning();
    return updated!;
  });
}

/**
 * Removes a member as 'delete my data' removes a patient: their upcoming bookings cancelled,
 * their bookings' personal fields and reports erased, the member and their addresses deleted
 * (lib/privacy/erase-member.ts). 404 for a member of another account.
 */
export async function removeMember(
  db: Db,
  holder: { userId: number; phone: string },
  memberId: number,
  now: Date,
): Promise<void> {
  await eraseMember(db, holder, memberId, now);
}

/** The holder's choice of booking messages to the member's own number: only once it is verified. */
export async function setMessagesToMember(
  db: Db,
  userId: number,
  memberId: number,
  on: boolean,
  now: Date,
): Promise<MemberRow> {
  const row = await memberOf(db, userId, memberId);
  if (on && row.phoneVerifiedAt === null) {
    throw new HttpError(
      409,
      'phone_not_verified',
      'Verify the member’s mobile number with the code sent to it before messages go to it.',
    );
  }
  const [updated] = await db
    .update(familyMembers)
    .set({ messagesToMember: on, updatedAt: now })
    .where(and(eq(familyMembers.id, row.id), eq(familyMembers.userId, userId)))
    .returning();
  return updated!;
}
