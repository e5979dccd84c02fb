// The report-ready message's link: it opens the report after a one-time code to the booking's
// number, with no account. The token is 32 random bytes made when the message is sent (it lives
// only in the SMS: the database keeps its SHA-256, and the message's stored text has it masked),
// so each sending, a retry included, makes a link of its own, and every link sent works until
// it expires. A right code gives the browser a short proof for that one link, an HMAC under the
// site's secret, so it can be neither guessed nor forged from the link. Every code sent, every
// opening and every download is written to the audit trail by the link's id, never its token.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkCode } from '@/lib/accounts';
import {
  REPORT_OPEN_COOKIE_PREFIX,
  reportOpenCookie,
  type PolicyCookie,
} from '@/lib/cookies/policy';
import type { Db } from '@/lib/db/connect';
import { bookings, reportLinks } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/env/secret';
import { LOCALES, localePath, type Locale } from '@/lib/i18n/locales';
import { logger, maskPhone } from '@/lib/log';
import { same } from './access';
import { readReport } from './report';
import type { Tx } from './transition';

/** How long a report link works from the message that carries it. */
export const REPORT_LINK_DAYS = 7;
/** How long a right code keeps the report open in that browser. */
export const REPORT_OPEN_MINUTES = 30;
/** The link's page, before the language's prefix; the token and a slash follow. */
export const REPORT_LINK_PATH = '/report/';

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isReportToken = (token: string) => TOKEN.test(token);

export function reportTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const locale = z.enum(LOCALES as [Locale, ...Locale[]], {
  error: 'must be a language of the site',
});

/** The page's 'Send code' form (a plain form post): the page's language. */
export const reportCodeForm = z.strictObject({ locale });

/** The page's code form: the request the code came with, and its 6 digits. */
export const reportOpenForm = z.strictObject({
  locale,
  request_id: z.uuid({ error: 'must be the request the code was sent with' }),
  code: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[0-9]{6}$/, 'must be the 6 digits of the code'),
});

/** What the link's page is told by the forms' answers (their 303s), in its query string. */
export interface ReportPageNote {
  /** The code request to enter a code for. */
  request?: string;
  /** No new SMS went: the one sent moments ago works with this request. */
  sent?: 'no';
  error?: 'wrong' | 'dead' | 'wait';
  left?: number;
}

/** The link's page in a language, with what the last form post has to tell it. */
export function reportPagePath(lang: Locale, token: string, note: ReportPageNote = {}): string {
  const query = new URLSearchParams(
    Object.entries(note)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return `${localePath(lang, `${REPORT_LINK_PATH}${token}/`)}${query ? `?${query}` : ''}`;
}

/** A new link to a booking's report: the token to send (kept nowhere) and its row's id. */
export async function makeReportLink(
  db: Db | Tx,
  bookingId: string,
  now: Date,
): Promise<{ id: number; token: string; path: string; days: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + REPORT_LINK_DAYS * DAY_MS);
  const [row] = await db
    .insert(reportLinks)
    .values({ bookingId, tokenHash: reportTokenHash(token), createdAt: now, expiresAt })
    .returning({ id: reportLinks.id });
  const path = `${REPORT_LINK_PATH}${token}/`;
  return { id: row!.id, token, path, days: REPORT_LINK_DAYS, expiresAt };
}

/** A link that works: its row and what opening it needs of the booking. */
export interface OpenLink {
  id: number;
  tokenHash: string;
  expiresAt: Date;
  bookingId: string;
  reference: string;
  phone: string;
}

/**
 * What a token is now. A token we never made, or one for a patient who deleted their data, is
 * 'invalid'; one of ours past its time is 'expired' (32 random bytes cannot be found by trying,
 * so telling the two apart gives a prober nothing, and tells the patient what happened).
 */
export type LinkState =
  { state: 'invalid' } | { state: 'expired' } | { state: 'valid'; link: OpenLink };

export async function reportLinkState(db: Db, token: string, now: Date): Promise<LinkState> {
  if (!isReportToken(token)) return { state: 'invalid' };
  const [row] = await db
    .select({
      id: reportLinks.id,
      tokenHash: reportLinks.tokenHash,
      expiresAt: reportLinks.expiresAt,
      bookingId: reportLinks.bookingId,
      reference: bookings.reference,
      phone: bookings.phone,
      erasedAt: bookings.erasedAt,
    })
    .from(reportLinks)
    .innerJoin(bookings, eq(bookings.id, reportLinks.bookingId))
    .where(eq(reportLinks.tokenHash, reportTokenHash(token)));
  if (!row || row.erasedAt !== null || !row.phone) return { state: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  const { id, tokenHash, expiresAt, bookingId, reference, phone } = row;
  return { state: 'valid', link: { id, tokenHash, expiresAt, bookingId, reference, phone } };
}

/** The booking's number as the page shows it: the last four digits only. */
export const maskedNumber = (phone: string) => `******${phone.slice(-4)}`;

// The proof a right code leaves in the browser: until when, and an HMAC of the link and that
// time under a key of the site's secret.
const proofKey = () => derivedKey('report-link-open', env());

async function proof(link: Pick<OpenLink, 'id' | 'tokenHash'>, until: number): Promise<string> {
  return createHmac('sha256', await proofKey())
    .update(`${link.id}\n${link.tokenHash}\n${until}`)
    .digest('base64url');
}

export const reportOpenCookieName = (linkId: number) => `${REPORT_OPEN_COOKIE_PREFIX}${linkId}`;

async function openCookie(link: OpenLink, now: Date): Promise<PolicyCookie> {
  const until = Math.floor(now.getTime() / 1000) + REPORT_OPEN_MINUTES * 60;
  return reportOpenCookie(reportOpenCookieName(link.id), `${until}.${await proof(link, until)}`);
}

/** Whether the browser's cookie proves a right code for this link, within its minutes. */
export async function isOpened(
  link: OpenLink,
  cookie: string | undefined,
  now: Date,
): Promise<boolean> {
  const match = cookie ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie) : null;
  if (!match) return false;
  const until = Number(match[1]);
  const left = until - now.getTime() / 1000;
  if (left <= 0 || left > REPORT_OPEN_MINUTES * 60) return false;
  return same(await proof(link, until), match[2]);
}

type LinkAction = 'report_link.code_sent' | 'report_link.opened' | 'report.downloaded';

/** One line of the audit trail about a link: by its id and the booking's reference, no token. */
async function audit(db: Db, action: LinkAction, link: OpenLink, detail: Record<string, unknown>) {
  await db.insert(auditLog).values({
    staffUserId: null,
    // The patient, not a staff member, known by the number the code went to.
    staffEmail: `patient (report link, ${maskPhone(link.phone)})`,
    action,
    recordType: 'booking',
    recordId: link.reference,
    detail: { link_id: link.id, ...detail },
  });
}

export async function recordCodeSent(db: Db, link: OpenLink, codeSent: boolean): Promise<void> {
  await audit(db, 'report_link.code_sent', link, { sms: codeSent });
}

/** Why a code did not open a link, for the page to say. */
export type OpenRefusal = 'wrong' | 'dead';

/**
 * A code entered on a link's page: right (any live code of the booking's own number, as for
 * opening a booking) gives the browser its proof and is recorded; otherwise the refusal is
 * logged, with the tries left when the code was merely wrong.
 */
export async function openReportLink(
  db: Db,
  link: OpenLink,
  requestId: string,
  code: string,
  now: Date,
): Promise<
  { ok: true; cookie: PolicyCookie } | { ok: false; why: OpenRefusal; attemptsLeft: number }
> {
  const check = await checkCode(db, requestId, code, now);
  if (!check.ok || !same(link.phone, check.phone)) {
    const outcome = check.ok ? 'other_number' : check.reason;
    logger.info({ link_id: link.id, request_id: requestId, outcome }, 'report link refused');
    const wrong =
      !check.ok && check.reason === 'wrong' && same(link.phone, check.phone ?? undefined);
    return wrong
      ? { ok: false, why: 'wrong', attemptsLeft: check.attemptsLeft }
      : { ok: false, why: 'dead', attemptsLeft: 0 };
  }
  await audit(db, 'report_link.opened', link, { until_minutes: REPORT_OPEN_MINUTES });
  logger.info({ link_id: link.id, request_id: requestId, outcome: 'ok' }, 'report link opened');
  return { ok: true, cookie: await openCookie(link, now) };
}

/** The report of an opened link, its download recorded first; null when there is none. */
export async function reportOfLink(db: Db, link: OpenLink) {
  const report = await readReport(db, link.bookingId);
  if (!report) return null;
  await audit(db, 'report.downloaded', link, {
    via: 'report_link',
    size: report.size,
    sha256: report.sha256,
  });
  return report;
}
