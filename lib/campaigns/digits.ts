// A campaign value may have been typed, or pasted, with a patient's number in it. A number
// is ten digits (more with the country code), joined by anything: spaces, dots, hyphens,
// underscores, slashes, a stray letter. A word of two or more letters is what separates two
// figures that belong to different things ("diwali-2026-offer-1299"); within one stretch
// between such words, every digit counts towards the run, in any script. Browser-safe.

const WORD = /\p{L}{2,}/u;
const DIGIT = /\p{Nd}/gu;

export const PHONE_DIGITS = 10;

/** True when some stretch of `value` between words holds ten or more digits. */
export function hasNumberRun(value: string): boolean {
  return value
    .normalize('NFKC')
    .split(WORD)
    .some((stretch) => (stretch.match(DIGIT)?.length ?? 0) >= PHONE_DIGITS);
}

/** A stored campaign value as the report shows it: one holding a number is not shown. */
export function withoutNumbers(value: string): string {
  return hasNumberRun(value) ? REMOVED : value;
}

export const REMOVED = '(removed)';
