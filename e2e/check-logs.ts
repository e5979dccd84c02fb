// Playwright globalTeardown: after every journey, the server's log must hold no phone number
// (and, once login exists, no one-time code). Logs are JSON lines from pino.
import { existsSync, readFileSync } from 'node:fs';
import { phoneNumbersIn, SERVER_LOG } from './server-log';

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
}
