import { sql } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import { rowsOf } from '@/lib/db/rows';
import { sessions, users } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { logger } from '@/lib/log';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '@/lib/sms';
import { phoneOfStopToken } from '@/lib/sms/stop-link';
import { logInWithCode, loginCodeText, sendLoginCode } from './login';
import { DEFAULT_SESSION_POLICY, viewerFromToken } from './session';

const T0 = new Date('2026-11-21T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

/** A provider that keeps what it is given, as a gateway would take it. */
function captured(): SmsProvider & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name: 'http', sent, send: async (m) => void sent.push(m) };
}
const codeIn = (message: SmsMessage) => /^(\d{6}) is your/.exec(message.text)![1]!;

async function logIn(phone: string, previousToken?: string) {
  const sms = captured();
  const { requestId } = await sendLoginCode(t.db, sms, phone, 'diagnobook.example', { now: T0 });
  return logInWithCode(
    t.db,
    { requestId, code: codeIn(sms.sent[0]!), previousToken },
    DEFAULT_SESSION_POLICY,
    later(1),
  );
}

it('sends the code in a message with the WebOTP line for the site', async () => {
  const sms = captured();
  await sendLoginCode(t.db, sms, '9876511111', 'diagnobook.example', { now: T0 });
  expect(sms.sent).toHaveLength(1);
  const code = codeIn(sms.sent[0]!);
  const lines = sms.sent[0]!.text.split('\n');
  const stop = /^Do not call me: (http:\/\/localhost:3000\/do-not-call\/([\w-]+)\/)$/.exec(
    lines[1]!,
  );
  expect(stop).not.toBeNull();
  // The link carries the number, encrypted: it opens 'do not call me' for this number only.
  expect(stop![1]).not.toContain('9876511111');
  expect(await phoneOfStopToken(stop![2]!)).toBe('9876511111');
  expect(sms.sent[0]).toEqual({
    to: '9876511111',
    text: loginCodeText(code, 'diagnobook.example', stop![1]!),
  });
  expect(lines.at(-1)).toBe(`@diagnobook.example #${code}`);
});

it('logs in: a patient made on first login, a session, a new token at each login', async () => {
  const first = await logIn('9876522222');
  const viewer = await viewerFromToken(t.db, first.token, later(2));
  expect(viewer).toEqual({ isLoggedIn: true, customerPhone: '9876522222', userId: first.userId });

  const second = await logIn('9876522222', first.token);
  expect(second.userId).toBe(first.userId);
  expect(second.token).not.toBe(first.token);
  // The session the browser came with is over.
  expect((await viewerFromToken(t.db, first.token, later(2))).isLoggedIn).toBe(false);
  expect((await viewerFromToken(t.db, second.token, later(2))).isLoggedIn).toBe(true);
  const patients = await t.db
    .select()
    .from(users)
    .where(sql`${users.phone} = '9876522222'`);
  expect(patients).toHaveLength(1);
});

it('a wrong code answers 401 with the tries left, and makes no session', async () => {
  const sms = captured();
  const { requestId } = await sendLoginCode(t.db, sms, '9876533333', 'x.example', { now: T0 });
  const code = codeIn(sms.sent[0]!);
  const wrong = code === '000000' ? '000001' : '000000';
  const before = (await t.db.select().from(sessions)).length;
  const error = await logInWithCode(
    t.db,
    { requestId, code: wrong },
    DEFAULT_SESSION_POLICY,
    later(1),
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({
    status: 401,
    subCode: 'otp_wrong',
    extraData: { attempts_left: 4 },
  });
  expect((error as HttpError).message).toBe('That code is not right. 4 tries left.');
  expect((await t.db.select().from(sessions)).length).toBe(before);
});

it('a message the provider cannot take answers 502, and its code is dead', async () => {
  let code = '';
  const failing: SmsProvider = {
    name: 'http',
    send: async (m) => {
      code = codeIn(m);
      throw new SmsDeliveryError('SMS gateway answered 503');
    },
  };
  const error = await sendLoginCode(t.db, failing, '9876544444', 'x.example', { now: T0 }).catch(
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ status: 502, subCode: 'sms_failed' });
  const [row] = rowsOf<{ request_id: string }>(
    await t.db.execute(sql`select request_id from otp_codes where phone = '9876544444'`),
  );
  await expect(
    logInWithCode(t.db, { requestId: row!.request_id, code }, DEFAULT_SESSION_POLICY, later(1)),
  ).rejects.toMatchObject({ subCode: 'otp_expired' });
});

it('the database holds no code in clear, in any table', async () => {
  const sms = captured();
  await sendLoginCode(t.db, sms, '9876555555', 'x.example', { now: T0 });
  const code = codeIn(sms.sent[0]!);
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => r.table_name);
  expect(tables).toEqual(expect.arrayContaining(['otp_codes', 'sessions', 'users', 'sms_outbox']));
  for (const table of tables) {
    const dump = rowsOf<{ dump: string | null }>(
      await t.db.execute(
        sql`select string_agg(t::text, '|') as dump from ${sql.identifier(table)} t`,
      ),
    )[0]?.dump;
    expect([table, dump?.includes(code) ?? false]).toEqual([table, false]);
  }
});

it('logs every attempt with the number masked, and never the code', async () => {
  const info = jest.spyOn(logger, 'info');
  try {
    const sms = captured();
    const { requestId } = await sendLoginCode(t.db, sms, '9876566666', 'x.example', { now: T0 });
    const code = codeIn(sms.sent[0]!);
    await logInWithCode(
      t.db,
      { requestId, code: code === '123456' ? '654321' : '123456' },
      DEFAULT_SESSION_POLICY,
      later(1),
    ).catch(() => undefined);
    await logInWithCode(t.db, { requestId, code }, DEFAULT_SESSION_POLICY, later(1));
    const lines = info.mock.calls.map((call) => JSON.stringify(call));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('login code sent');
    expect(lines[1]).toContain('"outcome":"wrong"');
    expect(lines[2]).toContain('"outcome":"ok"');
    for (const line of lines) {
      expect(line).toContain('"to":"98XXXXXX66"');
      expect(line).not.toContain('9876566666');
      expect(line).not.toContain(code);
    }
  } finally {
    info.mockRestore();
  }
});
