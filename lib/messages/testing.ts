import type { InstructionId } from '@/lib/safety/client';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createBooking } from '@/lib/testing/bookings';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { loginCodeText } from '@/lib/accounts';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { STOP_LINK_PATH, stopToken } from '@/lib/sms/stop-link';
import { MESSAGE_KINDS } from './kinds';
import { REMINDERS_STOP_PATH } from './stop';
import { messageText, type BookingFacts } from './templates';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '@/lib/sms';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

/** An instant by India's wall clock: `indiaAt('2026-12-02', '08:00')`. */
export function indiaAt(date: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(date, h! * 60 + m!);
}

/** A fasting test (10 hours) at one walk-in centre in Pune, 7 AM to 8 PM: what the message tests book. */
/** An outbox provider that keeps what it is given, or one whose gateway always fails. */
export function recorder(fail = false) {
  const sent: SmsMessage[] = [];
  const provider: SmsProvider = {
    name: 'outbox',
    async send(message) {
      if (fail) throw new SmsDeliveryError('gateway answered 503');
      sent.push(message);
    },
  };
  return { sent, provider };
}

export async function fastingTestAtOneCentre(
  db: Db,
  slotCapacity: number,
): Promise<{ product: string; centre: number }> {
  const f = fixture(db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const lipid = await f.product(cat.id, 'Lipid Profile', {
    isFastingRequired: true,
    fastingHours: 10,
  });
  const org = await f.organisation('Sahyadri Labs');
  const centre = await f.centre(org.id, area, undefined, {
    opensAt: '07:00:00',
    closesAt: '20:00:00',
    slotMinutes: 30,
    slotCapacity,
  });
  await f.price(centre, lipid.id, 600, 900);
  return { product: lipid.randomId, centre: centre.id };
}

/**
 * Bookings and a preparation reminder of each, due at `dueAt` (a preparation reminder due in
 * quiet hours is sent then, so the queue tests hold at any hour); the bookings' own messages
 * are set aside. Returns the reminders' ids, in booking order.
 */
export async function dueReminders(db: Db, count: number, dueAt: Date): Promise<string[]> {
  const { product, centre } = await fastingTestAtOneCentre(db, 100);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (let k = 0; k < count; k++) {
    await createBooking(
      db,
      {
        product_random_id: product,
        centre_id: centre,
        service: 'walkin',
        slot_start: indiaAt(tomorrow, '10:00').toISOString(),
        safety: NOTHING_DECLARED,
        patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
      },
      randomUUID(),
    );
  }
  await db.execute(sql`update messages set status = 'cancelled'`);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into messages (booking_id, kind, channel, due_at)
      select id, 'preparation', 'sms', ${dueAt.toISOString()}::timestamptz from bookings
      order by created_at
      returning id`),
  );
  return rows.map((r) => r.id);
}

// Every patient message at its longest, for the segment budget (segments.test.ts) and its
// table in docs/sms-segments.md: the longest test name and centre of the seed, an address of
// the longest seeded form, a real stop token, the longest month name of each language, and a
// preparation line cut at its 160 characters.

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

/**
 * The most instructions one booking's answers can give, per kind of test (lib/safety/questions.ts):
 * an MRI with contrast, a CT with contrast, a fasting blood test, an abdominal ultrasound.
 */
const TAILORED: InstructionId[][] = [
  ['implantCard', 'claustrophobia', 'weight', 'creatinine'],
  ['creatinine', 'metformin', 'asthma'],
  ['insulin', 'thinners', 'medicines'],
  ['abdomenFasting', 'fullBladder'],
];

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
          // A member's copy names who booked it.
          bookedBy: '98XXXXXX10',
          technician: TECHNICIAN,
          credit: 1000,
          // A report link's token is 43 characters (32 bytes, base64url).
          reportLink: {
            link: `${SITE}${localePath(language, `/report/${'W'.repeat(43)}/`)}`,
            days: 7,
          },
          report: { dueAt: slot, newDueAt: slot, credit: 1000 },
        };
        // The longer of the two promises: a stated time, at the longest clock, 'tomorrow'.
        const callBack = { by: slot };
        texts.push(messageText(kind, { booking, callBack, stopLink, now, language }));
        // A preparation reminder says the patient's own preparation instead of the test's line.
        for (const tailored of kind === 'preparation' ? TAILORED : []) {
          const own = { ...booking, tailored };
          texts.push(messageText(kind, { booking: own, callBack, stopLink, now, language }));
        }
        if (kind === 'call_me_ack') {
          texts.push(messageText(kind, { callBack: { minutes: 120 }, stopLink, now, language }));
        }
      }
    }
  }
  return texts;
}

export const TEMPLATES = [...MESSAGE_KINDS, 'login_code'] as const;
export type Template = (typeof TEMPLATES)[number];
