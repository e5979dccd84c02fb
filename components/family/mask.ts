/** A member's number as the page shows it: the first two and last two digits (98XXXXXX10). */
export function maskedNumber(phone: string): string {
  return `${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`;
}
