import { env } from '@/lib/env';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { stopToken } from '@/lib/sms/stop-link';

export const REMINDERS_STOP_PATH = '/reminders/stop/';

/**
 * The 'stop reminders' link each message ends with: the number, encrypted and authenticated
 * (the token of lib/sms/stop-link.ts), so the link alone proves it and shows no number. It
 * opens the page in the message's language.
 */
export async function reminderStopLink(
  phone: string,
  language: Locale = DEFAULT_LOCALE,
): Promise<string> {
  return `${env().SITE_URL}${localePath(language, REMINDERS_STOP_PATH)}${await stopToken(phone)}/`;
}
