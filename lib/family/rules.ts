// What makes a family member: the relations the form offers, the age computed on India's
// calendar (a birthday counts from India's midnight, whatever the server's time zone), and
// who is a child in law (under 18: a parent's or lawful guardian's consent first).
import { indiaDate } from '@/lib/locale/india';

export const RELATIONS = [
  'self',
  'spouse',
  'father',
  'mother',
  'son',
  'daughter',
  'other',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** The genders a member's form offers (the same three a booking's patient has). */
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** An account books for at most this many people. */
export const MAX_MEMBERS = 10;
/** Under this age a member's data needs a parent's or lawful guardian's consent. */
export const ADULT_AGE = 18;
/** A date of birth further back than this many years is a typing mistake. */
export const OLDEST_AGE = 120;
/** Members older than this get the booking messages on their own verified number by default. */
export const ELDER_AGE = 60;

/** Whole years from `birthDate` (YYYY-MM-DD) to India's date at `now`; 29 Feb counts on 1 Mar. */
export function ageOn(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = indiaDate(now).split('-').map(Number) as [number, number, number];
  let age = ty - by;
  // Born on 29 Feb: in a year without it the birthday is 1 Mar (the day after 28 Feb).
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const [m, d] = bm === 2 && bd === 29 && !leap(ty) ? [3, 1] : [bm, bd];
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

/** Why a date of birth cannot be a member's, or null: in the future, or too long ago. */
export function birthDateProblem(birthDate: string, now: Date): string | null {
  if (birthDate > indiaDate(now)) return 'is in the future';
  const today = indiaDate(now);
  const earliest = `${String(Number(today.slice(0, 4)) - OLDEST_AGE).padStart(4, '0')}${today.slice(4)}`;
  if (birthDate < earliest) return `is more than ${OLDEST_AGE} years ago`;
  return null;
}

export const isChild = (birthDate: string, now: Date) => ageOn(birthDate, now) < ADULT_AGE;

/** The caregiver's default for a member's own messages: on for elders with a verified number. */
export const messagesToMemberByDefault = (birthDate: string, now: Date) =>
  ageOn(birthDate, now) > ELDER_AGE;
