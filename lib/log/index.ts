import pino from 'pino';
import { safeErrorSerializer, scrubLogArguments } from './scrub';

// Personal data never reaches the logs: phone numbers, names, addresses, codes and health answers are
// redacted wherever they appear in a logged object.
const REDACT = [
  'phone',
  'call_me_number',
  'customer_phone',
  'patient_name',
  'customer_name',
  'address',
  'landmark',
  'pincode',
  'code',
  'otp',
  'token',
  // Pre-visit health answers (lib/safety), wherever a request or a row carries them.
  'safety',
  'safety_answers',
  'sealed',
].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** The app's logger; tests build one on a stream of their own to read what it writes. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: undefined,
    // Errors lose the query values they carry (scrub.ts): a failed insert names the patient's
    // number in drizzle's "params: ..." and in Postgres's `detail`.
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger(
  process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
);

/**
 * A mobile number as logs may show it: "98XXXXXX10". Two digits each end are too few to find
 * the number again, and the X's keep it from looking like a number to the log check.
 */
export function maskPhone(phone: string): string {
  return phone.length < 4
    ? 'XXXX'
    : `${phone.slice(0, 2)}${'X'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}
