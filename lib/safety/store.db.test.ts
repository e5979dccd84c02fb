// Rotating the key: answers sealed under the old key are moved to the new one by rekeyAnswers
// (npm run safety:rekey), after which the old key can be dropped.
import { randomBytes } from 'node:crypto';
import { bookingSafety } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { bookableDates, createBooking, NOTHING_DECLARED } from '@/lib/testing/bookings';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { indiaInstant } from '@/lib/locale/india';
import { keyringFrom, open } from './seal';
import { answersForPreparation, answersOf, rekeyAnswers } from './store';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();

it('moves every answer to the new key, readable under it alone', async () => {
  for (const [k, minutes] of [
    [1, 600],
    [2, 630],
  ] as const) {
    await createBooking(
      t.db.db,
      {
        product_random_id: t.ids.mriBrain.randomId,
        centre_id: t.ids.centres.a1.id,
        service: 'walkin',
        slot_start: indiaInstant(bookableDates(new Date())[1]!, minutes).toISOString(),
        safety: { answers: { ...NOTHING_DECLARED.answers, claustrophobia: 'yes' } },
        patient: { name: 'Ravi Kumar', age: 42, gender: 'male', phone: `98765432${k}0` },
      },
      `rekey-${k}`,
    );
  }
  const before = await t.db.db.select().from(bookingSafety);
  expect(before.map((row) => row.keyId)).toEqual(['site', 'site']);

  const fresh = randomBytes(32);
  const ring = await keyringFrom({ ...env(), HEALTH_DATA_KEYS: `k2:${fresh.toString('base64')}` });
  expect(await rekeyAnswers(t.db.db, ring, 1)).toBe(2);
  expect(await rekeyAnswers(t.db.db, ring)).toBe(0);

  const onlyNew = { current: { id: 'k2', key: fresh }, all: new Map([['k2', fresh]]) };
  for (const row of await t.db.db.select().from(bookingSafety)) {
    expect(row.keyId).toBe('k2');
    expect(JSON.parse(open(onlyNew, 'k2', row.sealed, row.bookingId)).answers.claustrophobia).toBe(
      'yes',
    );
    // The server's own ring (the derived key) no longer opens it.
    await expect(answersOf(t.db.db, row.bookingId)).rejects.toThrow(/not configured/);
    // A page or a reminder then falls back to the test's own preparation instead of failing.
    expect(await answersForPreparation(t.db.db, row.bookingId)).toEqual({ answers: {} });
  }
});
