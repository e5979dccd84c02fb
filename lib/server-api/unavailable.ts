// Errors that mean "the database cannot be reached right now" (answered 503, retry later),
// as opposed to a bug (500). PostgreSQL SQLSTATE classes 08 (connection) and 57P (shutdown),
// socket errors from node-postgres, pool time-outs, and a closed PGlite.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection terminated unexpectedly/i,
  /pglite is closed/i,
  /client has encountered a connection error/i,
  /the database system is (starting up|shutting down)/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = cause ?? (e instanceof AggregateError ? e.errors[0] : undefined);
  }
  return false;
}
