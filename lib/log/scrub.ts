// A database error carries the values of its query: drizzle's DrizzleQueryError says
// "Failed query: insert into "leads" ... params: 9796115471,/a" in its message (and so its
// stack) and keeps `params`; Postgres errors add `detail` ("Key (phone)=(9796115471) already
// exists.") and `where`. None of that may reach a log line: the values are the patient's.
import { stdSerializers } from 'pino';

export const REDACTED = '[redacted]';

// Fields of an error (or of its causes) that hold query values rather than a description.
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where']);

// "params: <anything>" up to the stack's first frame, or to the end of a message.
const PARAMS_TEXT = /\bparams: [\s\S]*?(?=\n\s+at |$)/g;
// Postgres quotes a refused value in some messages ('invalid input syntax for type integer:
// "9796115471"'): a mobile number anywhere in an error's text is masked all the same.
const MOBILE = /(?<![\w.])(?:\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\w.])/g;

/** A message or stack with drizzle's "params: ..." cut out and mobile numbers masked. */
export function scrubText(text: string): string {
  return text.replace(PARAMS_TEXT, `params: ${REDACTED}`).replace(MOBILE, REDACTED);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 5) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // pino keeps its link back to the unscrubbed error under this name: never written out.
    if (key === 'raw') continue;
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : scrubValue(inner, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer (message and stack with their causes'), then every value-bearing
 * field dropped and every "params: ..." cut, in the error and whatever errors it holds.
 */
export function safeErrorSerializer(err: unknown): unknown {
  return scrubValue(err instanceof Error ? { ...stdSerializers.err(err) } : err, 0);
}

/**
 * The line's own message: pino takes an error's message as the message of a line that gives
 * none (`logger.error(err)`, `logger.error({ err })`), so it is scrubbed like the error.
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const err =
    first instanceof Error
      ? first
      : first && typeof first === 'object' && (first as { err?: unknown }).err instanceof Error
        ? (first as { err: Error }).err
        : null;
  if (err && rest.length === 0 && !(first as { msg?: unknown }).msg) {
    return [first, scrubText(err.message)];
  }
  return args.map((a) => (typeof a === 'string' ? scrubText(a) : a));
}
