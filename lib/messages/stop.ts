import { env } from '@/lib/env';
import { stopToken } from '@/lib/sms/stop-link';

export const REMINDERS_STOP_PATH = '/reminders/stop/';

/**
 * The 'stop reminders' link each message ends with: the number, encrypted and authenticated
 * (the token of lib/sms/stop-link.ts), so the link alone proves it and shows no number.
 */
export async function reminderStopLink(phone: string): Promise<string> {
  return `${env().SITE_URL}${REMINDERS_STOP_PATH}${await stopToken(phone)}/`;
}
