import os from 'node:os';
import path from 'node:path';

/** Where the end-to-end server's output is kept for the log check (e2e/check-logs.ts). */
export const SERVER_LOG =
  process.env.E2E_SERVER_LOG ?? path.join(os.tmpdir(), 'storefront-e2e-server.log');

/**
 * A pre-visit answer's detail the safety journey types (e2e/safety.spec.ts): health data, which
 * the server's log must never hold.
 */
export const HEALTH_PROBE = 'Zirconia probe plate, left femur';

/**
 * Indian mobile numbers as a log could hold them: 10 digits from 6-9, or +91/91/0 before them.
 * Digits glued to letters are part of a hex id (to_ref, request ids), not a number.
 */
const PHONE = /(?<![\w.])(?:\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\w.])/g;

/** A UUID (request and booking ids): its last group can hold "91" and ten digits (it did, in CI). */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

export function phoneNumbersIn(text: string): string[] {
  return [...text.replace(UUID, 'uuid').matchAll(PHONE)].map((m) => m[0]);
}

/** A JSON log line of pino, as far as the checks read it. */
export interface LogLine {
  time?: number;
  msg?: string;
  to_ref?: string;
  sms?: string;
}

export function logLines(text: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // a line cut short by a crash: not one of ours to read
    }
  }
  return lines;
}

/** The message the outbox provider prints for every SMS it keeps (lib/sms/outbox.ts). */
export const OUTBOX_MESSAGE = 'sms outbox';

/** The one-time code of an outbox message: its last line is "@host #123456" (WebOTP). */
export function codeInSms(sms: string): string | null {
  return /#(\d{6})\s*$/.exec(sms)?.[1] ?? null;
}

/**
 * One-time codes that appear in the log outside the outbox's own lines (which print the
 * message, as the outbox provider does where it is allowed to run).
 */
export function codesLeaked(text: string): string[] {
  const lines = text.split('\n');
  const codes = new Set<string>();
  for (const line of logLines(text)) {
    const code = line.msg === OUTBOX_MESSAGE && line.sms ? codeInSms(line.sms) : null;
    if (code) codes.add(code);
  }
  const elsewhere = lines.filter((l) => !l.includes(`"msg":"${OUTBOX_MESSAGE}"`));
  return [...codes].filter((code) =>
    elsewhere.some((l) => new RegExp(`(?<![\\d])${code}(?![\\d])`).test(l)),
  );
}
