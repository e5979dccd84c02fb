// The report-ready message's link: it opens the report after a one-time code to the booking's
// number, with no account (opening it: ./report-open.ts). The token is 32 random bytes made
// when the message is sent (it lives only in the SMS: the database keeps its SHA-256, and the
// message's stored text has it masked), so each sending, a retry included, makes a link of its
// own, and every link sent works until it expires. This file is what the messages are handed
// at start-up (./connect.ts), so it keeps clear of the accounts feature.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/connect';
import { bookings, reportLinks } from '@/lib/db/schema';
import { LOCALES, localePath, type Locale } from '@/lib/i18n/locales';
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
