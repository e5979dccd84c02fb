// A booking's report: a PDF the centre uploads, kept in the database so that every
// app server serves it, and given only to the patient's own session.
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db/connect';
import { bookingReports } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { HttpError } from '@/lib/server-api/errors';
import type { Tx } from './transition';

export const REPORT_MAX_BYTES = 10 * 1024 * 1024;

/** A PDF by its bytes: the header every PDF starts with ("%PDF-1.x"), whatever it is called. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  return /^%PDF-\d\.\d/.test(head);
}

export function checkReport(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new HttpError(400, 'report_empty', 'The file is empty.');
  if (bytes.length > REPORT_MAX_BYTES) throw tooLarge();
  if (!isPdf(bytes)) {
    throw new HttpError(415, 'not_a_pdf', 'The report must be a PDF file.');
  }
}

export const tooLarge = () =>
  new HttpError(413, 'report_too_large', 'The report must be at most 10 MB.');

/** Reads a request's body, refusing it as soon as it passes the limit (never buffering more). */
export async function readReportBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > REPORT_MAX_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > REPORT_MAX_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function storeReport(
  tx: Tx,
  bookingId: string,
  bytes: Uint8Array,
  uploadedBy: string,
  now: Date,
): Promise<void> {
  const content = Buffer.from(bytes);
  const row = {
    content,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    uploadedBy,
    uploadedAt: now,
  };
  await tx
    .insert(bookingReports)
    .values({ bookingId, ...row })
    .onConflictDoUpdate({ target: bookingReports.bookingId, set: row });
}

export async function readReport(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookingReports)
    .where(eq(bookingReports.bookingId, bookingId));
  return row ?? null;
}

/** A patient's download of their report, written to the audit trail before it is sent. */
export async function recordReportDownload(
  db: Db,
  booking: { reference: string; userId: number | null },
  report: { size: number; sha256: string },
): Promise<void> {
  await db.insert(auditLog).values({
    staffUserId: null,
    // The patient, not a staff member: the trail names the actor by kind and account.
    staffEmail: `patient (account ${booking.userId})`,
    action: 'report.downloaded',
    recordType: 'booking',
    recordId: booking.reference,
    detail: { size: report.size, sha256: report.sha256 },
  });
}

export async function hasReport(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingReports.bookingId })
    .from(bookingReports)
    .where(eq(bookingReports.bookingId, bookingId));
  return Boolean(row);
}
