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
