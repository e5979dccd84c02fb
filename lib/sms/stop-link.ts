import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/env/secret';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';

// Every message to a patient carries a 'do not call me' link. Its token is the number
// encrypted and authenticated (AES-256-GCM under a key of the site's secret): the link alone
// proves the number, and the number never shows in an address or a log.

const IV = 12;
const TAG = 16;
const PHONE = 10;
const key = () => derivedKey('do-not-call-link', env());

export async function stopToken(phone: string): Promise<string> {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  const body = Buffer.concat([cipher.update(phone, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The number a link's token was made for, or null for any token this site did not make. */
export async function phoneOfStopToken(token: string): Promise<string | null> {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== IV + PHONE + TAG || raw.toString('base64url') !== token) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await key(), raw.subarray(0, IV));
    decipher.setAuthTag(raw.subarray(IV + PHONE));
    const phone = Buffer.concat([
      decipher.update(raw.subarray(IV, IV + PHONE)),
      decipher.final(),
    ]).toString();
    return /^[6-9][0-9]{9}$/.test(phone) ? phone : null;
  } catch {
    return null;
  }
}

export const STOP_LINK_PATH = '/do-not-call/';

/** The link's absolute address, for a message's last lines: its page in the message's language. */
export async function stopLink(phone: string, language: Locale = DEFAULT_LOCALE): Promise<string> {
  return `${env().SITE_URL}${localePath(language, STOP_LINK_PATH)}${await stopToken(phone)}/`;
}
