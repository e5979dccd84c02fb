// The report-ready message's link: its token only in the SMS (the row keeps its hash, the
// stored text masks it), the code to the booking's number opening it (a wrong one refused with
// the tries left, another number's refused), the download only with that proof and while the
// link works (a minute before its expiry, not at it), every code sent, opening and download in
// the audit trail by the link's id and never its token, and nothing for a deleted patient.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { uploadReport } from '@/lib/centre-console';
import { bookings, messages, otpCodes, reportLinks, smsOutbox } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { makeReportLink, reportLinkState, REPORT_LINK_DAYS } from '@/lib/booking';
import { sendMessage } from '@/lib/messages';
import type { SmsMessage } from '@/lib/sms';
import { parseSetCookie } from '@/lib/testing/cookies';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { GET as download } from './[token]/route';
import { POST as sendCode } from './[token]/code/route';
import { POST as openLink } from './[token]/open/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

const ORIGIN = 'http://127.0.0.1:3000';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]);
let s: BookingsScenario;
/** The token the report-ready SMS carried, and the text itself. */
let token = '';
let smsText = '';

// The rate limiters live for the whole process: each call comes from an address of its own.
let n = 0;
const ip = () => `198.51.100.${++n}`;
const context = (t: string) => ({ params: Promise.resolve({ token: t }) });

function form(path: string, fields: Record<string, string>, cookie?: string) {
  return new NextRequest(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip(),
      ...(cookie && { cookie }),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** 'Send code' on a link's page: the request id from the 303, and the code from the outbox. */
async function askCode(t: string, phone: string) {
  // A number with no codes of the last minutes, so this one goes by SMS (not the one before's).
  await mockDb.db.delete(otpCodes).where(eq(otpCodes.phone, phone));
  const res = await sendCode(form(`/api/report/${t}/code/`, { locale: 'en' }), context(t));
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!, ORIGIN);
  expect(location.pathname).toBe(`/report/${t}/`);
  const [row] = await mockDb.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return {
    requestId: location.searchParams.get('request')!,
    code: /^(\d{6}) is/.exec(row!.body)![1]!,
  };
}

const tryCode = (t: string, requestId: string, code: string) =>
  openLink(
    form(`/api/report/${t}/open/`, { locale: 'en', request_id: requestId, code }),
    context(t),
  );

const fetchReport = (t: string, cookie?: string) =>
  download(
    new NextRequest(`${ORIGIN}/api/report/${t}/`, { headers: cookie ? { cookie } : {} }),
    context(t),
  );

/** The proof cookie a 303 set, as a Cookie header. */
const proofOf = (res: Response) => {
  const set = res.headers.getSetCookie().map(parseSetCookie);
  expect(set).toHaveLength(1);
  return { header: `${set[0]!.name}=${set[0]!.value}`, cookie: set[0]! };
};

const linkRow = async (t: string) =>
  (
    await mockDb.db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.tokenHash, createHash('sha256').update(t).digest('hex')))
  )[0];

const trail = async (linkId: number) =>
  (await mockDb.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (r) => (r.detail as { link_id?: number }).link_id === linkId,
  );

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  await mockDb.db
    .update(bookings)
    .set({ status: 'checked_in' })
    .where(eq(bookings.id, s.bookings.ashaMri.id));
  // The centre's upload moves the booking to 'report ready', which plans the message.
  await uploadReport(mockDb.db, s.viewers.staffA1, s.bookings.ashaMri.reference, PDF);
  const [message] = await mockDb.db
    .select()
    .from(messages)
    .where(and(eq(messages.bookingId, s.bookings.ashaMri.id), eq(messages.kind, 'report_ready')));
  const sent: SmsMessage[] = [];
  const outcome = await sendMessage(
    { messageId: message!.id, dueAt: message!.dueAt.toISOString() },
    {
      db: mockDb.db,
      provider: () => ({ name: 'outbox', send: async (m) => void sent.push(m) }),
      siteUrl: 'https://www.diagnobook.in',
      stopLink: async () => 'https://www.diagnobook.in/reminders/stop/x/',
      callBackMinutes: 15,
      // Outside quiet hours, whenever the test runs.
      now: new Date(Math.max(message!.dueAt.getTime(), Date.now())),
      lastAttempt: false,
    },
  );
  expect(outcome).toBe('sent');
  smsText = sent[0]!.text;
  token = /https:\/\/www\.diagnobook\.in\/report\/([A-Za-z0-9_-]{43})\//.exec(smsText)![1]!;
});
afterAll(async () => {
  await mockDb?.close();
});

describe('the report-ready message', () => {
  it("carries a link whose token's SHA-256 is the stored one, and says how long it works", async () => {
    expect(smsText).toContain(`the link works for ${REPORT_LINK_DAYS} days`);
    const row = await linkRow(token);
    expect(row).toMatchObject({ bookingId: s.bookings.ashaMri.id });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(REPORT_LINK_DAYS * 86_400_000);
  });

  it('keeps the token nowhere: not in the stored text, not as a column', async () => {
    const [message] = await mockDb.db
      .select()
      .from(messages)
      .where(and(eq(messages.bookingId, s.bookings.ashaMri.id), eq(messages.kind, 'report_ready')));
    expect(message!.status).toBe('sent');
    expect(message!.body).toContain('/report/[link-not-kept]/');
    expect(message!.body).not.toContain(token);
    const dump = JSON.stringify(await mockDb.db.select().from(reportLinks));
    expect(dump).not.toContain(token);
  });
});

describe('the one-time code', () => {
  it('no cookie, no download (401); a made-up proof neither', async () => {
    const row = await linkRow(token);
    expect((await fetchReport(token)).status).toBe(401);
    const forged = `rl_${row!.id}=${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`;
    const res = await fetchReport(token, forged);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: 401, sub_code: 'report_link_not_opened' });
  });

  it('a wrong code is refused with the tries left; the right one opens, then downloads', async () => {
    const { requestId, code } = await askCode(token, s.bookings.ashaMri.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await tryCode(token, requestId, wrong);
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!, ORIGIN);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      request: requestId,
      error: 'wrong',
      left: '4',
    });
    expect(refused.headers.getSetCookie()).toEqual([]);

    const opened = await tryCode(token, requestId, code);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/report/${token}/`);
    const { header, cookie } = proofOf(opened);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 30 * 60 });

    const res = await fetchReport(token, header);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${s.bookings.ashaMri.reference}-report.pdf"`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);

    // The proof is for this link only: another link of the same booking does not take it.
    const other = await makeReportLink(mockDb.db, s.bookings.ashaMri.id, new Date());
    expect(
      (await fetchReport(other.token, header.replace(/^rl_\d+/, `rl_${other.id}`))).status,
    ).toBe(401);
  });

  it("a code sent to another booking's number does not open this link", async () => {
    const meena = await makeReportLink(mockDb.db, s.bookings.meenaB.id, new Date());
    const theirs = await askCode(meena.token, s.bookings.meenaB.phone!);
    const res = await tryCode(token, theirs.requestId, theirs.code);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!, ORIGIN).searchParams.get('error')).toBe('dead');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('bad input is a 4xx in the shared shape, never a 500', async () => {
    const res = await tryCode(token, 'not-a-uuid', '12');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 400, sub_code: 'invalid_parameter' });
    const json = await sendCode(
      new NextRequest(`${ORIGIN}/api/report/${token}/code/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
        body: '{"locale":"en"}',
      }),
      context(token),
    );
    expect(json.status).toBe(415);
    const unknown = await fetchReport('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ sub_code: 'report_link_not_found' });
    expect((await fetchReport('../../etc')).status).toBe(404);
  });
});

describe('expiry', () => {
  it('works a minute before it, not at it (the clock given)', async () => {
    const row = await linkRow(token);
    const at = row!.expiresAt.getTime();
    expect((await reportLinkState(mockDb.db, token, new Date(at - 60_000))).state).toBe('valid');
    expect((await reportLinkState(mockDb.db, token, new Date(at))).state).toBe('expired');
  });

  it('the download checks it again: a minute left works, past it is 410 even with the proof', async () => {
    const link = await makeReportLink(mockDb.db, s.bookings.ashaMri.id, new Date());
    const { requestId, code } = await askCode(link.token, s.bookings.ashaMri.phone!);
    const { header } = proofOf(await tryCode(link.token, requestId, code));
    const setExpiry = (at: Date) =>
      mockDb.db.update(reportLinks).set({ expiresAt: at }).where(eq(reportLinks.id, link.id));
    await setExpiry(new Date(Date.now() + 60_000));
    expect((await fetchReport(link.token, header)).status).toBe(200);
    await setExpiry(new Date(Date.now()));
    const res = await fetchReport(link.token, header);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ sub_code: 'report_link_expired' });
    // Its page's forms send no code and open nothing, back to the page that says so.
    const asked = await sendCode(
      form(`/api/report/${link.token}/code/`, { locale: 'hi' }),
      context(link.token),
    );
    expect(asked.headers.get('location')).toBe(`/hi/report/${link.token}/`);
  });
});

describe('the audit trail', () => {
  it('one row per code sent, per opening and per download, by the link id, never the token', async () => {
    const link = await makeReportLink(mockDb.db, s.bookings.ashaMri.id, new Date());
    const { requestId, code } = await askCode(link.token, s.bookings.ashaMri.phone!);
    const { header } = proofOf(await tryCode(link.token, requestId, code));
    expect((await fetchReport(link.token, header)).status).toBe(200);
    expect((await fetchReport(link.token, header)).status).toBe(200);
    const rows = await trail(link.id);
    expect(rows.map((r) => r.action)).toEqual([
      'report_link.code_sent',
      'report_link.opened',
      'report.downloaded',
      'report.downloaded',
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({ recordType: 'booking', recordId: s.bookings.ashaMri.reference });
      expect(JSON.stringify(r)).not.toContain(link.token);
      expect(JSON.stringify(r)).not.toContain(s.bookings.ashaMri.phone!);
    }
    expect(rows[2]!.detail).toMatchObject({ via: 'report_link', size: PDF.length });
    // Every audit row of every link: no token anywhere.
    const all = JSON.stringify(await mockDb.db.select().from(auditLog));
    expect(all).not.toContain(token);
  });
});

describe("a deleted patient's booking", () => {
  it('opens nothing: the link reads as not valid, no code goes, no download', async () => {
    const link = await makeReportLink(mockDb.db, s.bookings.ashaMri.id, new Date());
    const { requestId, code } = await askCode(link.token, s.bookings.ashaMri.phone!);
    const { header } = proofOf(await tryCode(link.token, requestId, code));
    await mockDb.db
      .update(bookings)
      .set({ erasedAt: new Date(), phone: null })
      .where(eq(bookings.id, s.bookings.ashaMri.id));
    expect((await reportLinkState(mockDb.db, link.token, new Date())).state).toBe('invalid');
    expect((await fetchReport(link.token, header)).status).toBe(404);
    const before = (await mockDb.db.select().from(smsOutbox)).length;
    const asked = await sendCode(
      form(`/api/report/${link.token}/code/`, { locale: 'en' }),
      context(link.token),
    );
    expect(asked.headers.get('location')).toBe(`/report/${link.token}/`);
    expect((await mockDb.db.select().from(smsOutbox)).length).toBe(before);
  });
});
