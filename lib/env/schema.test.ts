import { SMS_GATEWAY_ENV } from '@/lib/testing/env';
import { parseEnv } from './schema';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      PGLITE_WORKER: true,
      DATABASE_URL: undefined,
      DATABASE_REPLICA_URLS: [],
      DATABASE_POOL_MAX: 10,
      READ_YOUR_WRITES_SECONDS: 10,
      REDIS_URL: undefined,
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      SEED: 20261121,
      TRUSTED_PROXY_COUNT: 0,
      MESSAGE_CHANNEL: 'sms',
      WHATSAPP_PROVIDER: 'outbox',
      WHATSAPP_API_URL: undefined,
      WHATSAPP_API_TOKEN: undefined,
      WHATSAPP_PHONE_NUMBER_ID: undefined,
      WHATSAPP_TEMPLATE_LANGUAGE: 'en',
      JOBS_IN_SERVER: true,
      JOBS_POLL_SECONDS: 2,
      MESSAGE_RETRY_LIMIT: 8,
      MESSAGE_RETRY_DELAY_SECONDS: 30,
      MESSAGE_EXPIRE_SECONDS: 60,
      CALL_HOURS: '09:00-21:00',
      CALL_BACK_MINUTES: 15,
      CALL_BACK_OPENING_MINUTES: 60,
      OTP_SMS_PER_HOUR: 1000,
      SITE_URL: 'http://localhost:3000',
      SITE_PHONE: '+91 40 4520 0000',
      WHATSAPP_NUMBER: '914045200000',
      OPS_API_TOKEN: undefined,
      FLAG_ENTIRE_ROW_CLICKABLE_ON_AREA_PRICING_SECTION: true,
      FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN: false,
      FLAG_PARTNER_CENTER_ROW_HAS_LOCATIONS_AND_DISCOUNTS: true,
      FLAG_PARTNER_CENTER_ROW_WITH_PRICES: true,
      FLAG_SHOW_VHC_WIDGET_FOR_HOME_SERVICE: true,
      SMS_PROVIDER: 'outbox',
      SMS_GATEWAY_URL: undefined,
      SMS_GATEWAY_KEY: undefined,
      SMS_SENDER_ID: undefined,
      SMS_OUTBOX_IN_PRODUCTION: false,
      SESSION_IDLE_DAYS: 7,
      SESSION_ABSOLUTE_DAYS: 30,
      STAFF_AUTH_SECRET: undefined,
      STAFF_SESSION_IDLE_MINUTES: 30,
      STAFF_SESSION_MAX_HOURS: 12,
      STAFF_LOGIN_FREE_FAILURES: 5,
      STAFF_LOGIN_MAX_DELAY_MINUTES: 15,
      STAFF_DEMO_ACCOUNTS: true,
      LEAD_RETENTION_DAYS: 90,
      OTP_RETENTION_DAYS: 7,
      SMS_OUTBOX_RETENTION_DAYS: 7,
      RETENTION_INTERVAL_MINUTES: 60,
      GRIEVANCE_OFFICER_NAME: 'Grievance Officer, DiagnoBook',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@diagnobook.in',
    });
  });

  it('lets the lead period only shorten the 90 days the call-me form promises', () => {
    expect(parseEnv({ LEAD_RETENTION_DAYS: '30' }).LEAD_RETENTION_DAYS).toBe(30);
    expect(() => parseEnv({ LEAD_RETENTION_DAYS: '91' })).toThrow(/LEAD_RETENTION_DAYS/);
    expect(() => parseEnv({ GRIEVANCE_OFFICER_EMAIL: 'nobody' })).toThrow(/must be an email/);
  });

  it('needs the gateway address, key and sender id for SMS_PROVIDER=http', () => {
    expect(() =>
      parseEnv({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/' }),
    ).toThrow(
      /SMS_PROVIDER: SMS_PROVIDER=http needs SMS_GATEWAY_URL, SMS_GATEWAY_KEY and SMS_SENDER_ID/,
    );
    const env = parseEnv(SMS_GATEWAY_ENV);
    expect(env.SMS_PROVIDER).toBe('http');
    expect(() => parseEnv({ SMS_SENDER_ID: 'dgn bk' })).toThrow(/SMS_SENDER_ID/);
    expect(() => parseEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/must be outbox or http/);
  });

  it('keeps the idle time of a session within its absolute lifetime', () => {
    expect(parseEnv({ SESSION_IDLE_DAYS: '1', SESSION_ABSOLUTE_DAYS: '2' })).toMatchObject({
      SESSION_IDLE_DAYS: 1,
      SESSION_ABSOLUTE_DAYS: 2,
    });
    expect(() => parseEnv({ SESSION_IDLE_DAYS: '10', SESSION_ABSOLUTE_DAYS: '5' })).toThrow(
      /SESSION_IDLE_DAYS: must not be longer than SESSION_ABSOLUTE_DAYS/,
    );
  });

  it('reads PostgreSQL settings and splits the replica list', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/store',
      DATABASE_REPLICA_URLS: 'postgresql://r1/store, postgresql://r2/store',
      DATABASE_POOL_MAX: '25',
      STAFF_AUTH_SECRET: 'x'.repeat(32),
    });
    expect(env.DATABASE_REPLICA_URLS).toEqual(['postgresql://r1/store', 'postgresql://r2/store']);
    expect(env.DATABASE_POOL_MAX).toBe(25);
  });

  it('needs one staff-session secret for every server on PostgreSQL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://app@127.0.0.1:5432/store' })).toThrow(
      /STAFF_AUTH_SECRET: is required with DATABASE_URL/,
    );
    expect(() => parseEnv({ STAFF_AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(
      parseEnv({ STAFF_LOGIN_FREE_FAILURES: '3', STAFF_DEMO_ACCOUNTS: 'false' }),
    ).toMatchObject({ STAFF_LOGIN_FREE_FAILURES: 3, STAFF_DEMO_ACCOUNTS: false });
  });

  it('reads the layout flags', () => {
    const env = parseEnv({
      FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN: '1',
      FLAG_PARTNER_CENTER_ROW_WITH_PRICES: 'false',
    });
    expect(env.FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN).toBe(true);
    expect(env.FLAG_PARTNER_CENTER_ROW_WITH_PRICES).toBe(false);
    expect(() => parseEnv({ FLAG_PARTNER_CENTER_ROW_WITH_PRICES: 'yes' })).toThrow(
      /FLAG_PARTNER_CENTER_ROW_WITH_PRICES: must be true, false, 1 or 0/,
    );
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'mysql://x', DATABASE_POOL_MAX: 'lots', SEED: '-1' }),
    ).toThrow(/DATABASE_URL: must start with postgres:\/\/[\s\S]*DATABASE_POOL_MAX[\s\S]*SEED/);
  });
});
