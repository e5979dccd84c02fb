// Who a patient's booking is for, when it is not the account holder: a member of the account's
// My family, read through the account (another account's member is not found), or someone new
// kept as a member in the booking's own transaction when the patient asks for it.
import '@/lib/server-api/server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import { addMember, ADULT_AGE, ageOn, birthDateProblem, memberOf } from '@/lib/family';
import { HttpError } from '@/lib/server-api/errors';
import type { Locale } from '@/lib/i18n/locales';
import type { GuardianVia } from '@/lib/privacy/client';
import type { BookingCreateBody } from './contract';

/** The patient a member booking is for: the member's own details, not the typed ones. */
export interface BookedMember {
  memberId: number;
  name: string;
  age: number;
  gender: 'female' | 'male' | 'other';
  /** The member's relation to the holder, for the answer's `for_member`. */
  relation: string;
}

/** Whether the body names a member or asks to save one: the booking then needs the account. */
export const forMember = (body: BookingCreateBody) =>
  body.member_id !== undefined || body.save_member !== undefined;

/** A patient under 18: no campaign attribution or marketing consent is kept for their booking. */
export const childPatient = (age: number) => age < ADULT_AGE;

/** The account's member `memberId` as the booking's patient, aged on India's date at `now`. */
export async function savedMember(
  db: Db,
  userId: number,
  memberId: number,
  now: Date,
): Promise<BookedMember> {
  const row = await memberOf(db, userId, memberId);
  return {
    memberId: row.id,
    name: row.name,
    age: ageOn(row.birthDate, now),
    gender: row.gender as BookedMember['gender'],
    relation: row.relation,
  };
}

/**
 * Keeps the typed patient as a member of the account (in the caller's transaction, which also
 * writes the booking): a child only with the guardian's declaration, else 400 and nothing kept.
 */
export async function newMember(
  tx: Db,
  holder: { userId: number; phone: string; language: Locale; guardianVia?: GuardianVia },
  body: BookingCreateBody & { save_member: NonNullable<BookingCreateBody['save_member']> },
  now: Date,
): Promise<BookedMember> {
  const { relation, birth_date: birthDate, guardian } = body.save_member;
  const problem = birthDateProblem(birthDate, now);
  if (problem) {
    const field = 'save_member.birth_date';
    throw new HttpError(400, 'invalid_parameter', `${field}: ${problem}`, {
      fields: [{ field, message: problem }],
    });
  }
  const row = await addMember(
    tx,
    holder,
    {
      name: body.patient.name,
      relation,
      birthDate,
      gender: body.patient.gender,
      guardian,
      guardianVia: holder.guardianVia,
    },
    now,
  );
  return {
    memberId: row.id,
    name: row.name,
    age: ageOn(row.birthDate, now),
    gender: body.patient.gender,
    relation: row.relation,
  };
}

/** Holds the account's row until the transaction ends: a retry waits, then finds the booking. */
export async function lockAccount(tx: Db, userId: number) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
