// What a staff password must be: 12 to 128 characters of any kind (spaces, any script, a
// passphrase), and not one that attackers try first. The list is zxcvbn's common passwords
// (about 49,000, from leaked password dumps), shipped in @zxcvbn-ts/language-common.
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '@/lib/server-api/errors';
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD } from './contract';

const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * A common password with only digits or symbols around it ("Password2024!") is as weak as
 * the word itself: the first thing a guesser varies.
 */
function isCommon(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  if (core.length >= 4 && COMMON.has(core)) return true;
  // One character or one short run repeated ("aaaaaaaaaaaa", "abcabcabcabc").
  return /^(.{1,3})\1+$/su.test(lower);
}

/** The reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < MIN_STAFF_PASSWORD) return `must be at least ${MIN_STAFF_PASSWORD} characters`;
  if (length > MAX_STAFF_PASSWORD) return `must be at most ${MAX_STAFF_PASSWORD} characters`;
  if (isCommon(password)) {
    return 'is one of the passwords attackers try first: choose another (a few unrelated words work well)';
  }
  return null;
}

/** Refuses a password outside the policy with 422 `weak_password`, naming the field. */
export function checkPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new HttpError(422, 'weak_password', `The new password ${problem}.`, {
      fields: [{ field, message: problem }],
    });
  }
}
