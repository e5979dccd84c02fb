// The patient's language, from the request to the SMS: a booking keeps the language it was made
// in, the account takes it, and its messages (the outbox's text) speak it.
import { desc, eq } from 'drizzle-orm';
import { bookableDates } from '@/lib/booking';
import { indiaInstant } from '@/lib/locale/india';
import { bookings, leads, messages, otpCodes, smsOutbox, users } from '@/lib/db/schema';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { sendMessage, reminderStopLink } from '@/lib/messages';
import { outboxProvider } from '@/lib/sms/outbox';
import { smsSegments } from '@/lib/sms/segments';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { apiError, callPost } from '@/lib/testing/route';
import { POST as sendCode } from '../auth/otp/route';
import { POST as verify } from '../auth/otp/verify/route';
import { POST as callMe } from '../aggregator/call_me/handler';
import { POST } from './handler';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const slotAt = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(bookableDates(new Date())[1]!, h! * 60 + m!).toISOString();
};

let n = 0;
const ip = () => `198.51.100.${++n}`;

const bookingBody = (phone: string, extra: Record<string, unknown> = {}) => ({
  product_random_id: t.ids.mriBrain.randomId,
  centre_id: t.ids.centres.a1.id,
  service: 'walkin',
  slot_start: slotAt('11:00'),
  safety: NOTHING_DECLARED,
  patient: { name: 'Lakshmi Reddy', age: 51, gender: 'female', phone },
  ...extra,
});

const book = (phone: string, cookie: string, key: string, extra: Record<string, unknown> = {}) =>
  callPost(POST, '/api/booking/', bookingBody(phone, extra), {
    headers: { 'idempotency-key': key, cookie },
    ip: ip(),
  });

const languageOfAccount = async (phone: string) =>
  (await t.db.db.select({ language: users.language }).from(users).where(eq(users.phone, phone)))[0]
    ?.language;

/** Sends a booking's first message through the outbox, as the worker does; its stored text. */
async function sendFirstMessage(reference: string): Promise<string> {
  const [row] = await t.db.db
    .select({ id: messages.id, dueAt: messages.dueAt })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.bookingId))
    .where(eq(bookings.reference, reference))
    .orderBy(messages.dueAt)
    .limit(1);
  // Sent at the message's due time, which is never in quiet hours.
  const outcome = await sendMessage(
    { messageId: row!.id, dueAt: row!.dueAt.toISOString() },
    {
      db: t.db.db,
      provider: () => outboxProvider(t.db.db, { log: false }),
      siteUrl: 'https://diagnobook.example',
      stopLink: reminderStopLink,
      callBackMinutes: 15,
      now: row!.dueAt,
      lastAttempt: true,
    },
  );
  expect(outcome).toBe('sent');
  const [sms] = await t.db.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.idempotencyKey, row!.id));
  return sms!.body;
}

describe('a booking made in Telugu', () => {
  it('stores the language, gives it to the account, and its confirmation SMS is in Telugu', async () => {
    const phone = '9876543001';
    const patient = await loggedIn(t.db.db, phone);
    expect(await languageOfAccount(phone)).toBe('en');

    const res = await book(phone, patient.cookie, 'lang-te-1', { language: 'te' });
    expect(res.status).toBe(201);
    const reference = (res.body as { booking: { reference: string } }).booking.reference;
    const [row] = await t.db.db
      .select({ language: bookings.language })
      .from(bookings)
      .where(eq(bookings.reference, reference));
    expect(row!.language).toBe('te');
    expect(await languageOfAccount(phone)).toBe('te');

    const text = await sendFirstMessage(reference);
    expect(text).toContain(`DiagnoBook ${reference}: `);
    expect(text).toContain('మీ బుకింగ్ అందింది.');
    expect(text).toContain('చూడండి లేదా రద్దు చేయండి: https://diagnobook.example/te/booking/');
    expect(text).toMatch(/రిమైండర్లు ఆపండి: http:\/\/localhost:3000\/te\/reminders\/stop\/\S+\/$/);
    // The month in Telugu, the digits Latin.
    expect(text).toMatch(/\d{1,2} [\u0C00-\u0C7F]+, \d{1,2}:\d{2} (AM|PM)/);
    expect(text).not.toMatch(/[\u0C66-\u0C6F]/);
    expect(smsSegments(text).encoding).toBe('UCS-2');
  });

  it('takes the language cookie when the body says none, and English without either', async () => {
    const phone = '9876543002';
    const patient = await loggedIn(t.db.db, phone);
    const hindi = await book(phone, `${patient.cookie}; ${LANGUAGE_COOKIE}=hi`, 'lang-hi-1');
    expect(hindi.status).toBe(201);
    const hindiRef = (hindi.body as { booking: { reference: string } }).booking.reference;
    expect(await languageOfAccount(phone)).toBe('hi');
    expect(await sendFirstMessage(hindiRef)).toContain('आपकी बुकिंग मिल गई।');

    // A cookie of a language the site does not speak counts for nothing.
    const english = await book(phone, `${patient.cookie}; ${LANGUAGE_COOKIE}=xx`, 'lang-en-1', {
      slot_start: slotAt('12:00'),
    });
    expect(english.status).toBe(201);
    const englishRef = (english.body as { booking: { reference: string } }).booking.reference;
    expect(await languageOfAccount(phone)).toBe('en');
    expect(await sendFirstMessage(englishRef)).toContain('We have your booking.');
  });

  it("refuses a language the site does not speak, with the field's reason", async () => {
    const phone = '9876543003';
    const patient = await loggedIn(t.db.db, phone);
    const res = await book(phone, patient.cookie, 'lang-xx-1', { language: 'xx' });
    expect(res.status).toBe(400);
    const error = apiError.parse(res.body);
    expect(error.sub_code).toBe('invalid_parameter');
    expect(error.reason).toBe('language: must be one of en, hi, te');
    expect(await t.db.db.select().from(bookings).where(eq(bookings.phone, phone))).toEqual([]);
  });
});

describe('the login code', () => {
  it('is sent in the language asked in, which the login gives the account', async () => {
    const phone = '9876543004';
    const sent = await callPost(
      sendCode,
      '/api/auth/otp/',
      { phone, language: 'hi' },
      { ip: ip() },
    );
    expect(sent.status).toBe(200);
    const [sms] = await t.db.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(sms!.body).toMatch(/^\d{6} आपका DiagnoBook कोड है/);
    expect(sms!.body).toContain('कॉल न करें: http://localhost:3000/hi/do-not-call/');
    const code = /^(\d{6})/.exec(sms!.body)![1]!;
    const [request] = await t.db.db
      .select({ language: otpCodes.language })
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone));
    expect(request!.language).toBe('hi');

    const requestId = (sent.body as { request_id: string }).request_id;
    const login = await callPost(verify, '/api/auth/otp/verify/', { request_id: requestId, code });
    expect(login.status).toBe(200);
    expect(await languageOfAccount(phone)).toBe('hi');
  });

  it('refuses a language the site does not speak', async () => {
    const res = await callPost(
      sendCode,
      '/api/auth/otp/',
      { phone: '9876543005', language: 'xx' },
      { ip: ip() },
    );
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).reason).toBe('language: must be one of en, hi, te');
  });
});

describe('a call-back request', () => {
  it('keeps the language the patient asked in, and refuses one the site does not speak', async () => {
    const ok = await callPost(
      callMe,
      '/api/aggregator/call_me/',
      { call_me_number: '9876543006', source: '/te/hyderabad/', language: 'te' },
      { ip: ip() },
    );
    expect(ok.status).toBe(200);
    const [lead] = await t.db.db
      .select({ language: leads.language })
      .from(leads)
      .where(eq(leads.phone, '9876543006'));
    expect(lead!.language).toBe('te');

    const bad = await callPost(
      callMe,
      '/api/aggregator/call_me/',
      { call_me_number: '9876543007', source: '/', language: 'xx' },
      { ip: ip() },
    );
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).reason).toBe('language: must be one of en, hi, te');
  });
});
