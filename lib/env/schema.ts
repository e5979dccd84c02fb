import { z } from 'zod';

// Every environment variable the app reads, with its default. README "Configuration"
// lists the same names; keep the two together.
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

/** A provider's address: http(s), any path. */
const HTTP_ADDRESS = /^https?:\/\/[^\s]+$/;

const envFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('.data'),
  /**
   * PGlite on a thread of its own (true), or on the server's main thread (false, as it
   * once ran): a statement then blocks rendering for as long as it runs.
   */
  PGLITE_WORKER: envFlag(true),
  /** PostgreSQL primary; when set, PGlite is not used. */
  DATABASE_URL: postgresUrl.optional(),
  /** Comma-separated read replicas of DATABASE_URL. */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(postgresUrl)),
  /** Connections per pool (primary and each replica). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Seconds after a patient's write (booking, cancel, reschedule) during which that browser's
   * reads that could show it (slots) go to the primary instead of a replica.
   */
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Redis shared by every app server: Next's cache and cross-server invalidation. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** On SIGTERM, the longest the server waits for requests in flight before it exits. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Seed of the catalogue PRNG: same seed, same rows. */
  SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20261121),
  /**
   * Proxies in front of the app that append to X-Forwarded-For (a load balancer: 1). With 0,
   * the client address is the connection's and any X-Forwarded-For is ignored; otherwise it is
   * the entry that many to the left of the connection's address (lib/server-api/client-ip).
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(5).default(0),
  /** Login codes sent by SMS in an hour, site-wide: above it codes are refused and an alert logged. */
  OTP_SMS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Public address of the storefront, for canonical links, Open Graph and the sitemap. */
  SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://diagnobook.example (no path)')
    .default('http://localhost:3000'),
  /** The site-wide phone number patients call (docs/product.md, Product page layout), as shown. */
  SITE_PHONE: z
    .string()
    .regex(/^\+91[0-9 ]{10,14}$/, 'must be an Indian number such as +91 40 4520 0000')
    .default('+91 40 4520 0000'),
  /** The WhatsApp business number, digits with country code (for wa.me links). */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^91[0-9]{10}$/, 'must be 91 followed by 10 digits')
    .default('914045200000'),
  /** Bearer token of the operations API (price updates); unset disables that API. */
  OPS_API_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Layout flags answered by product_basic_info (docs/product.md, Entities). */
  FLAG_ENTIRE_ROW_CLICKABLE_ON_AREA_PRICING_SECTION: envFlag(true),
  FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN: envFlag(false),
  FLAG_PARTNER_CENTER_ROW_HAS_LOCATIONS_AND_DISCOUNTS: envFlag(true),
  FLAG_PARTNER_CENTER_ROW_WITH_PRICES: envFlag(true),
  FLAG_SHOW_VHC_WIDGET_FOR_HOME_SERVICE: envFlag(true),
  /**
   * How one-time codes reach the patient: `outbox` keeps each message in the sms_outbox table
   * (and prints it to the log, number masked) without sending it; `http` posts it to the SMS
   * gateway below.
   */
  SMS_PROVIDER: z.enum(['outbox', 'http'], { message: 'must be outbox or http' }).default('outbox'),
  SMS_GATEWAY_URL: z.string().regex(HTTP_ADDRESS, 'must be an http(s) address').optional(),
  SMS_GATEWAY_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** The registered sender id (header) messages go out under, e.g. DGNBKS. */
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z0-9]{3,11}$/, 'must be 3 to 11 capital letters or digits')
    .optional(),
  /**
   * Lets a production server (NODE_ENV=production) run with the outbox provider, which sends
   * nothing: for `npm start` on one's own machine, the end-to-end server and staging. Without
   * it such a server refuses to start (lib/env/startup.ts).
   */
  SMS_OUTBOX_IN_PRODUCTION: envFlag(false),
  /**
   * Patient messages: the channel booking messages and reminders go by. `whatsapp`
   * sends template messages through the provider below; login codes always go by SMS.
   */
  MESSAGE_CHANNEL: z
    .enum(['sms', 'whatsapp'], { message: 'must be sms or whatsapp' })
    .default('sms'),
  /** `outbox` stores WhatsApp messages in sms_outbox (channel whatsapp); `http` posts them. */
  WHATSAPP_PROVIDER: z
    .enum(['outbox', 'http'], { message: 'must be outbox or http' })
    .default('outbox'),
  /** The Cloud API's base, e.g. https://graph.facebook.com/v21.0 (messages go to <base>/<id>/messages). */
  WHATSAPP_API_URL: z.string().regex(HTTP_ADDRESS, 'must be an http(s) address').optional(),
  WHATSAPP_API_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^[0-9]{5,20}$/, 'must be the digits of the sending number id')
    .optional(),
  /** The language code of the approved message templates. */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US')
    .default('en'),
  /**
   * Whether this server works the job queue (sends due messages). false: it only queues them,
   * and `npm run worker` processes elsewhere send them.
   */
  JOBS_IN_SERVER: envFlag(true),
  /** Seconds between a worker's looks for due jobs. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * A message job that fails is tried again this many times, waiting longer each time: 8 from
   * 30 s span two hours at least, so a provider down for an hour is retried through (the
   * simulated day, npm run simulate, showed 5 giving up after 15 to 30 minutes).
   */
  MESSAGE_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** starting with this many seconds (then doubling). */
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A send still running after this many seconds (its server died) is tried again. */
  MESSAGE_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Call hours in India time, 'HH:MM-HH:MM': the call-me acknowledgement is sent only within them. */
  CALL_HOURS: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be HH:MM-HH:MM')
    .default('09:00-21:00'),
  /** The call-back promise the acknowledgement makes, in minutes. */
  CALL_BACK_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  /**
   * A request outside call hours (or too near their end) is promised a call this many minutes
   * after they open ("by 10 AM tomorrow" with the default hours).
   */
  CALL_BACK_OPENING_MINUTES: z.coerce.number().int().min(15).max(480).default(60),
  /** A session ends after this many days without a request, */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** and this many days after login, whatever happens. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Signs and encrypts staff sessions and second-factor secrets (32+ characters, the same on
   * every server). Unset on the embedded database: a random one is kept in DATA_DIR.
   */
  STAFF_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The keys that seal patients' pre-visit health answers (lib/safety/seal.ts), as
   * `id:base64` pairs of 32-byte keys separated by commas, the same on every server: the first
   * seals, every one opens (so a new key goes first and the old stays until `npm run
   * safety:rekey` has moved every answer to it; docs/safety.md). Unset: a key derived from the
   * site's secret, id `site`.
   */
  HEALTH_DATA_KEYS: z
    .string()
    .regex(
      /^[a-z0-9-]{1,16}:[A-Za-z0-9+/_-]{43}=?(,[a-z0-9-]{1,16}:[A-Za-z0-9+/_-]{43}=?)*$/,
      'must be id:key pairs (32-byte keys in base64) separated by commas',
    )
    .optional(),
  /** A staff session ends after this many minutes without a request, */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(720).default(30),
  /** and this many hours after login, whatever happens. */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /**
   * Failed logins for one staff address before logins without a second factor are slowed
   * (lib/staff/login.ts): nothing locks the owner, who logs in with password and code at once.
   */
  STAFF_LOGIN_FREE_FAILURES: z.coerce.number().int().min(3).max(20).default(5),
  /** The longest wait the slowing reaches (it doubles from 5 s with each further failure). */
  STAFF_LOGIN_MAX_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * On the embedded database outside production, `npm start` creates one demo staff account
   * per role and prints their logins; false turns that off.
   */
  STAFF_DEMO_ACCOUNTS: envFlag(true),
  /**
   * Retention, in days: a call-me lead is deleted this long after its last request
   * or outcome (at most 90: the call-me form promises that); one-time codes and SMS outbox rows
   * this long after they were made. Expired, ended and idle login sessions go at the same run. The privacy notice states these values.
   */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(90).default(90),
  OTP_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SMS_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Minutes between runs of the retention job on each app server (one runs at a time). */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The grievance officer the privacy notice names (DPDP Rules 2025: a contact for grievances). */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(80).default('Grievance Officer, DiagnoBook'),
  GRIEVANCE_OFFICER_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
    .default('grievance@diagnobook.in'),
});

const checkedEnvSchema = envSchema
  .refine(
    (e) =>
      e.SMS_PROVIDER !== 'http' ||
      (e.SMS_GATEWAY_URL !== undefined &&
        e.SMS_GATEWAY_KEY !== undefined &&
        e.SMS_SENDER_ID !== undefined),
    {
      message: 'SMS_PROVIDER=http needs SMS_GATEWAY_URL, SMS_GATEWAY_KEY and SMS_SENDER_ID',
      path: ['SMS_PROVIDER'],
    },
  )
  .refine(
    (e) =>
      e.WHATSAPP_PROVIDER !== 'http' ||
      (e.WHATSAPP_API_URL !== undefined &&
        e.WHATSAPP_API_TOKEN !== undefined &&
        e.WHATSAPP_PHONE_NUMBER_ID !== undefined),
    {
      message:
        'WHATSAPP_PROVIDER=http needs WHATSAPP_API_URL, WHATSAPP_API_TOKEN and WHATSAPP_PHONE_NUMBER_ID',
      path: ['WHATSAPP_PROVIDER'],
    },
  )
  .refine((e) => e.STAFF_AUTH_SECRET !== undefined || e.DATABASE_URL === undefined, {
    message: 'is required with DATABASE_URL: every app server must sign staff sessions alike',
    path: ['STAFF_AUTH_SECRET'],
  })
  .refine((e) => e.SESSION_IDLE_DAYS <= e.SESSION_ABSOLUTE_DAYS, {
    message: 'must not be longer than SESSION_ABSOLUTE_DAYS',
    path: ['SESSION_IDLE_DAYS'],
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
