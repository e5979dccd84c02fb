import { createHash } from 'node:crypto';

/**
 * Names a number in the outbox's log lines without writing it: the end-to-end tests find the
 * latest message to a number by it (e2e/otp.ts). The masked number alone is ambiguous
 * ("98XXXXXX10" is a million numbers).
 */
export function smsLogRef(phone: string): string {
  return createHash('sha256').update(`sms-log:${phone}`).digest('hex').slice(0, 16);
}
