// Every patient message at its longest, for the segment budget (segments.test.ts) and its
// table in docs/sms-segments.md: the longest test name and centre of the seed, an address of
// the longest seeded form, a real stop token, the longest month name of each language, and a
// preparation line cut at its 160 characters.
import { loginCodeText } from '@/lib/accounts';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { indiaInstant } from '@/lib/locale/india';
import { STOP_LINK_PATH, stopToken } from '@/lib/sms/stop-link';
import { MESSAGE_KINDS } from './kinds';
import { REMINDERS_STOP_PATH } from './stop';
import { messageText, type BookingFacts } from './templates';

/** The address a production site would have; the one SITE_URL of the tests is shorter. */
export const SITE = 'https://www.diagnobook.in';
const REFERENCE = 'DX-WWWWWW';
const TEST = 'Iron Studies (Iron, TIBC, Transferrin Saturation)';
const CENTRE = 'Vijaya Diagnostic Centre Diagnostics, Kukatpally Housing Board 2';
const ADDRESS =
  'Shop No. 480, Opposite Ratnadeep Supermarket, Kukatpally Housing Board, Hyderabad - 500072';
const PREPARATION = `<p>${'Fast for 10 to 12 hours before the test. Water is allowed. '.repeat(4)}</p>`;
const TECHNICIAN = { name: 'Venkata Satyanarayana', phone: '98XXXXXX10' };
const REASON = 'The MRI machine is under maintenance on this day';

/** Every text a kind can take in a language: each service, fasting or not, each month. */
export async function longestTexts(kind: Template, language: Locale): Promise<string[]> {
  const token = await stopToken('9876543210');
  if (kind === 'login_code') {
    const stop = `${SITE}${localePath(language, STOP_LINK_PATH)}${token}/`;
    return [loginCodeText('987654', 'www.diagnobook.in', stop, language)];
  }
  const stopLink = `${SITE}${localePath(language, REMINDERS_STOP_PATH)}${token}/`;
  const texts: string[] = [];
  for (let month = 0; month < 12; month++) {
    const date = `2026-${String(month + 1).padStart(2, '0')}-28`;
    // 12:45 PM: the longest clock; the message sent the evening before, so 'tonight' is said.
    const slot = indiaInstant(date, 12 * 60 + 45);
    const now = new Date(slot.getTime() - 20 * 3_600_000);
    for (const service of ['walkin', 'home-service'] as const) {
      for (const fasting of [true, false]) {
        const booking: BookingFacts = {
          reference: REFERENCE,
          test: TEST,
          centre: CENTRE,
          address: ADDRESS,
          service,
          slot,
          preparation: {
            isFastingRequired: fasting,
            fastingHours: 12,
            preparationHtml: fasting ? PREPARATION : null,
          },
          link: `${SITE}${localePath(language, `/booking/${REFERENCE}/`)}`,
          reason: REASON,
          technician: TECHNICIAN,
          credit: 1000,
        };
        texts.push(messageText(kind, { booking, callWithinMinutes: 120, stopLink, now, language }));
      }
    }
  }
  return texts;
}

export const TEMPLATES = [...MESSAGE_KINDS, 'login_code'] as const;
export type Template = (typeof TEMPLATES)[number];
