import os from 'node:os';
import path from 'node:path';

/** Where the end-to-end server's output is kept for the log check (e2e/check-logs.ts). */
export const SERVER_LOG =
  process.env.E2E_SERVER_LOG ?? path.join(os.tmpdir(), 'storefront-e2e-server.log');

/** Indian mobile numbers as a log could hold them: 10 digits from 6-9, or +91/91/0 before them. */
const PHONE = /(?<![\d.])(?:\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\d.])/g;

export function phoneNumbersIn(text: string): string[] {
  return [...text.matchAll(PHONE)].map((m) => m[0]);
}
