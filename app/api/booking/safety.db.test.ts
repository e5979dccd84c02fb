// The pre-visit check through the API: a booking for a test that asks questions goes through
// only with every answer given and none that needs a doctor; a refusal writes nothing. The
// answers kept are sealed (the raw column reads as nothing), come back as this patient's
// preparation in the calendar file, are written to no log, and go with the booking's data.
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { bookableDates, bookingView } from '@/lib/booking';
import { bookingSafety, bookings } from '@/lib/db/schema';
import { indiaInstant } from '@/lib/locale/india';
import { logger } from '@/lib/log';
import { eraseMyData, myData } from '@/lib/privacy';
import { answersOf, NOTHING_DECLARED } from '@/lib/safety';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { callPost } from '@/lib/testing/route';
import { GET as calendar } from './[reference]/calendar.ics/route';
import { POST } from './handler';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const PHONE = '9876543210';
let owner: { cookie: string; userId: number };
const logged: unknown[][] = [];
beforeAll(async () => {
  owner = await loggedIn(t.db.db, PHONE);
  // Everything the app would log, at every level, while these requests are served.
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
    jest.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(args);
    }) as never);
  }
});

let slot = 0;
/** A free half-hour tomorrow for each request, so none is refused for its slot. */
const nextSlot = () =>
  indiaInstant(bookableDates(new Date())[1]!, 9 * 60 + 30 * ++slot).toISOString();
const body = (safety: unknown, gender = 'male', age = 42) => ({
  product_random_id: t.ids.mriBrain.randomId,
  centre_id: t.ids.centres.a1.id,
  service: 'walkin',
  slot_start: nextSlot(),
  ...(safety === undefined ? {} : { safety }),
  patient: { name: 'Ravi Kumar', age, gender, phone: PHONE },
});
let keys = 0;
const book = (payload: unknown) =>
  callPost(POST, '/api/booking/', payload, {
    headers: { 'idempotency-key': `safety-key-${++keys}`, cookie: owner.cookie },
  });
const stored = async () => ({
  bookings: (await t.db.db.select({ id: bookings.id }).from(bookings)).length,
  answers: (await t.db.db.select().from(bookingSafety)).length,
});
const all = (over: Record<string, unknown>) => ({
  answers: { ...NOTHING_DECLARED.answers, ...over },
});

describe('a booking the check refuses answers 422 and stores nothing', () => {
  it.each([
    ['without answers', undefined, 'male', 'safety_answers_missing'],
    ['with an answer left out', { answers: { pacemaker: 'no' } }, 'male', 'safety_answers_missing'],
    ['with a weight no one weighs', all({ weight: 400 }), 'male', 'safety_answers_missing'],
    [
      'without the pregnancy answer a woman of 30 is asked',
      { answers: { ...NOTHING_DECLARED.answers, pregnancy: undefined } },
      'female',
      'safety_answers_missing',
    ],
    ['with a pacemaker', all({ pacemaker: 'yes' }), 'male', 'safety_needs_doctor'],
    ['with metal in the eye', all({ metal: 'yes' }), 'male', 'safety_needs_doctor'],
    ['in pregnancy', all({ pregnancy: 'yes' }), 'female', 'safety_needs_doctor'],
  ])('%s', async (_, safety, gender, code) => {
    const before = await stored();
    const answer = await book(body(safety, gender, 30));
    expect(answer.status).toBe(422);
    expect(answer.body.sub_code ?? answer.body.code).toBe(code);
    expect(await stored()).toEqual(before);
  });

  it('names the missing questions and the reasons for the client to show', async () => {
    const missing = await book(body({ answers: { pacemaker: 'no' } }));
    expect(JSON.stringify(missing.body)).toContain('claustrophobia');
    const blocked = await book(body(all({ pacemaker: 'yes', clips: 'yes' })));
    expect(JSON.stringify(blocked.body)).toContain('mriDevice');
  });

  it('refuses an unknown question or answer as a bad request', async () => {
    const before = await stored();
    expect((await book(body({ answers: { tattoo: 'yes' } }))).status).toBe(400);
    expect((await book(body({ answers: { pacemaker: 'perhaps' } }))).status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('a booking with answers', () => {
  const DETAIL = 'Titanium knee replacement 2019';
  let reference: string;
  let id: string;

  beforeAll(async () => {
    const made = await book(
      body({
        answers: { ...NOTHING_DECLARED.answers, implants: 'yes', claustrophobia: 'yes' },
        details: { implants: DETAIL },
      }),
    );
    expect(made.status).toBe(201);
    reference = bookingView.parse(made.body.booking).reference;
    const [row] = await t.db.db.select().from(bookings).where(eq(bookings.reference, reference));
    id = row!.id;
  });

  it('keeps them sealed: the raw column reads as nothing without the key', async () => {
    const [raw] = await t.db.db.select().from(bookingSafety).where(eq(bookingSafety.bookingId, id));
    expect(raw!.sealed).toMatch(/^v1\./);
    for (const word of ['implants', 'claustrophobia', 'yes', 'Titanium', 'knee', '70']) {
      expect(raw!.sealed).not.toContain(word);
    }
    expect(await answersOf(t.db.db, id)).toEqual({
      answers: expect.objectContaining({ implants: 'yes', claustrophobia: 'yes', weight: 70 }),
      details: { implants: DETAIL },
    });
  });

  it("puts this patient's preparation in the calendar file", async () => {
    const request = new NextRequest(`http://127.0.0.1:3000/api/booking/${reference}/calendar.ics`, {
      headers: { cookie: owner.cookie },
    });
    const response = await calendar(request, { params: Promise.resolve({ reference }) });
    // Unfolded and unescaped (RFC 5545 folds lines at 75 octets and escapes commas).
    const text = (await response.text())
      .replace(/\r\n /g, '')
      .replace(/\\n/g, '\n')
      .replace(/\\([,;\\])/g, '$1');
    expect(text).toContain('Your preparation:');
    expect(text).toContain("Bring the implant's card or the papers from the operation");
    expect(text).toContain('Tell the staff that closed spaces make you uneasy.');
  });

  it('lists them in My data, and deletes them with the booking’s personal data', async () => {
    const data = await myData(t.db.db, { userId: owner.userId, phone: PHONE });
    const mine = data.bookings.find((b) => b.reference === reference)!;
    expect(mine.safety_answers?.details).toEqual({ implants: DETAIL });
    await eraseMyData(t.db.db, { userId: owner.userId, phone: PHONE });
    expect(await t.db.db.select().from(bookingSafety)).toEqual([]);
  });

  it('wrote no answer to any log', () => {
    // The requests were logged (their refusals and the booking), just never an answer.
    expect(logged.length).toBeGreaterThan(0);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(DETAIL);
    expect(text).not.toContain('claustrophobia');
  });
});
