// Playwright globalTeardown: after every journey, the server's log must hold no phone number,
// no pre-visit health answer, and no one-time code but in the outbox's own lines. Logs are JSON lines from pino.
import { existsSync, readFileSync } from 'node:fs';
import { codesLeaked, HEALTH_PROBE, phoneNumbersIn, SERVER_LOG } from './server-log';

export default function checkLogs(): void {
  if (!existsSync(SERVER_LOG)) throw new Error(`no server log at ${SERVER_LOG}`);
  const log = readFileSync(SERVER_LOG, 'utf8');
  const jsonLines = log.split('\n').filter((l) => l.startsWith('{'));
  if (jsonLines.length === 0)
    throw new Error('the server wrote no JSON log line: is pino logging?');
  const leaks = phoneNumbersIn(log);
  if (leaks.length > 0) {
    throw new Error(
      `the server log holds phone numbers: ${[...new Set(leaks)].slice(0, 5).join(', ')}`,
    );
  }
  if (log.includes(HEALTH_PROBE)) {
    throw new Error('the server log holds a pre-visit health answer (the safety journey’s detail)');
  }
  // The e2e server runs the outbox provider, which prints each SMS (that is how the journeys
  // read their codes): a code anywhere else, such as a login attempt's line, is a leak.
  const codes = codesLeaked(log);
  if (codes.length > 0) {
    throw new Error(`the server log holds one-time codes outside the outbox: ${codes.join(', ')}`);
  }
}
