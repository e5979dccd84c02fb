import pino from 'pino';

// Personal data never reaches the logs: phone numbers, names, addresses and codes are
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
].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: { paths: REDACT, censor: '[redacted]' },
  base: undefined,
});

/**
 * A mobile number as logs may show it: "98XXXXXX10". Two digits each end are too few to find
 * the number again, and the X's keep it from looking like a number to the log check.
 */
export function maskPhone(phone: string): string {
  return phone.length < 4
    ? 'XXXX'
    : `${phone.slice(0, 2)}${'X'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}
