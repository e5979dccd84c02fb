// Opening a report link (./report-link.ts): a right code gives the browser a short proof for
// that one link, an HMAC under the site's secret, so it can be neither guessed nor forged from
// the link. Every code sent, every opening and every download is written to the audit trail by
// the link's id, never its token.
import { createHmac } from 'node:crypto';
import { checkCode } from '@/lib/accounts';
import {
  REPORT_OPEN_COOKIE_PREFIX,
  reportOpenCookie,
  type PolicyCookie,
} from '@/lib/cookies/policy';
import type { Db } from '@/lib/db/connect';
import { auditLog } from '@/lib/db/staff-schema';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/env/secret';
import { logger, maskPhone } from '@/lib/log';
import { same } from './access';
import { readReport } from './report';
import { REPORT_OPEN_MINUTES, type OpenLink } from './report-link';

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
