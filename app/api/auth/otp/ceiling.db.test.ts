import { logger } from '@/lib/log';
import { apiError, callPost } from '@/lib/testing/route';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { POST as send } from './route';

// The site-wide SMS ceiling, set low for this file (each test file has its own limiters).
process.env.OTP_SMS_PER_HOUR = '3';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

setUpScenarioDb();

let n = 0;
/** A new number from a new address each time: only the site-wide ceiling can refuse it. */
const sendNew = () =>
  callPost(
    send,
    '/api/auth/otp/',
    { phone: `98765300${String(++n).padStart(2, '0')}` },
    { ip: `198.51.100.${n}` },
  );

it('sends OTP_SMS_PER_HOUR codes an hour whatever the addresses, then 429, with one alert', async () => {
  const alert = jest.spyOn(logger, 'error');
  try {
    for (let i = 0; i < 3; i++) expect((await sendNew()).status).toBe(200);
    const refused = [await sendNew(), await sendNew()];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(apiError.parse(res.body)).toMatchObject({ error_code: 429, sub_code: 'rate_limited' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    }
    const alerts = alert.mock.calls.filter(([fields]) => (fields as { alert?: string }).alert);
    expect(alerts).toEqual([
      [{ alert: 'sms_ceiling', per_hour: 3 }, expect.stringContaining('SMS ceiling reached')],
    ]);
  } finally {
    alert.mockRestore();
  }
});
