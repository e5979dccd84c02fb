// An account's family members, always read through the account's user id: a member of another
// account is not found (404), never shown. Adding one takes the account's row lock, so two
// forms sent at once cannot make an 11th member.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { familyMembers, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { recordGuardianConsent } from '@/lib/privacy';
import type { GuardianVia } from '@/lib/privacy/client';
import { HttpError } from '@/lib/server-api/errors';
import { MAX_MEMBERS, ageOn, isChild, messagesToMemberByDefault, type Relation } from './rules';

export type MemberRow = typeof familyMembers.$inferSelect;

/** A member as pages and the API show it: the age computed now, the number as kept. */
export interface Member {
  id: number;
  name: string;
  relation: Relation;
  birthDate: string;
  age: number;
  gender: 'female' | 'male' | 'other';
  phone: string | null;
  phoneVerified: boolean;
  /** Booking messages also go to the member's own number (only ever when it is verified). */
  messagesToMember: boolean;
  language: string;
  child: boolean;
  /** Added as a child and now 18: their data needs their own consent, and they may claim it. */
  adultNotice: boolean;
}

export function memberView(row: MemberRow, now: Date): Member {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation as Relation,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, now),
    gender: row.gender as Member['gender'],
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null,
    messagesToMember: row.messagesToMember && row.phoneVerifiedAt !== null,
    language: row.language,
    child: isChild(row.birthDate, now),
    adultNotice: row.adultNoticeAt !== null && !isChild(row.birthDate, now),
  };
}

export const memberNotFound = () =>
  new HttpError(404, 'member_not_found', 'That family member was not found in your account.');

/** The account's members, in the order they were added. */
export async function listMembers(db: Db, userId: number, now: Date): Promise<Member[]> {
  const rows = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.id));
  return rows.map((row) => memberView(row, now));
}

/** The account's member `memberId`, or null when it is no member of this account. */
export async function findMember(db: Db, userId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
  return row ?? null;
}

/** The account's member `memberId`, or 404 in the shared error shape. */
export async function memberOf(db: Db, userId: number, memberId: number): Promise<MemberRow> {
  const row = await findMember(db, userId, memberId);
  if (!row) throw memberNotFound();
  return row;
}

export interface NewMember {
  name: string;
  relation: Relation;
  birthDate: string;
  gender: 'female' | 'male' | 'other';
  /** The member's own number: kept unverified until a code sent to it is typed. */
  phone?: string;
  language?: Locale;
  /** The holder declares being the child's parent or lawful guardian (needed under 18). */
  guardian?: boolean;
  /** Where the declaration was made: the holder's own form, or told to an agent on a call. */
  guardianVia?: GuardianVia;
}

/**
 * Adds a member to the account in the caller's transaction: at most MAX_MEMBERS (409 after),
 * and a child only with the holder's guardian declaration (400 without), recorded as consent.
 */
export async function addMember(
  tx: Db,
  holder: { userId: number; phone: string; language?: Locale },
  input: NewMember,
  now: Date,
): Promise<MemberRow> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${holder.userId} for update`);
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(familyMembers)
    .where(eq(familyMembers.userId, holder.userId))) as [{ n: number }];
  if (n >= MAX_MEMBERS) {
    throw new HttpError(
      409,
      'too_many_members',
      `You can keep at most ${MAX_MEMBERS} family members. Remove one to add another.`,
    );
  }
  const child = isChild(input.birthDate, now);
  if (child && !input.guardian) {
    throw new HttpError(
      400,
      'guardian_consent_required',
      'guardian: a member under 18 can be added only by their parent or lawful guardian, who ticks the declaration.',
      { fields: [{ field: 'guardian', message: 'must be ticked for a member under 18' }] },
    );
  }
  const guardianConsentId = child
    ? await recordGuardianConsent(tx, {
        phone: holder.phone,
        language: holder.language,
        now,
        via: input.guardianVia,
      })
    : null;
  const [row] = await tx
    .insert(familyMembers)
    .values({
      userId: holder.userId,
      name: input.name,
      relation: input.relation,
      birthDate: input.birthDate,
      gender: input.gender,
      phone: input.phone ?? null,
      // On for elders, but it reaches their number only once the number is verified.
      messagesToMember: input.phone ? messagesToMemberByDefault(input.birthDate, now) : false,
      language: input.language ?? holder.language ?? 'en',
      guardianConsentId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
