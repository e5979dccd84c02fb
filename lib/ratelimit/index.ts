import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DbHandle } from '@/lib/db/connect';
import { getTableName } from 'drizzle-orm';
import { rateLimits } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { hashedKey, tooManyRequests, type Policy } from './statement';

export {
  asyncCommitCte,
  refusal,
  spendCte,
  spendParams,
  storedKey,
  type Policy,
} from './statement';

/**
 * Abuse limits of the calls that write. Per-IP budgets are generous because Indian mobile
 * carriers put many patients behind one address (CGNAT); per-number budgets are tight.
 */
export const POLICIES = {
  callMePerIp: { keyPrefix: 'call_me_ip', points: 60, duration: 600 },
  callMePerPhone: { keyPrefix: 'call_me_phone', points: 5, duration: 600 },
  conversationPerIp: { keyPrefix: 'conversation_ip', points: 120, duration: 600 },
  bookingPerIp: { keyPrefix: 'booking_ip', points: 60, duration: 600 },
  bookingPerPhone: { keyPrefix: 'booking_phone', points: 10, duration: 3600 },
  /**
   * Numbers tried on one booking from one address. Keyed by both, so guesses from elsewhere
   * never lock the owner out (opening it also needs a code sent to its number).
   */
  bookingAccessPerReferenceIp: { keyPrefix: 'booking_access', points: 10, duration: 3600 },
  /**
   * Code requests: each may cost an SMS and gives five guesses at a code. Per
   * number and address, so a stranger elsewhere cannot spend the owner's; the number's own
   * resend interval and hourly ceiling are in lib/accounts/otp.ts.
   */
  otpSendPerPhoneIp: { keyPrefix: 'otp_send_phone_ip', points: 3, duration: 900 },
  otpSendPerIp: { keyPrefix: 'otp_send_ip', points: 10, duration: 3600 },
  /** Every SMS the site sends in an hour, whatever addresses say (OTP_SMS_PER_HOUR). */
  otpSmsGlobal: { keyPrefix: 'otp_sms_all', points: 1000, duration: 3600 },
  /** Codes tried; each code also dies after five wrong tries. */
  otpVerifyPerIp: { keyPrefix: 'otp_verify_ip', points: 60, duration: 600 },
  /**
   * Staff logins from one address: the per-account lockout stops guessing one
   * account, this stops trying a few passwords on each of many. An office behind one address
   * still has room for every member's logins.
   */
  staffLoginPerIp: { keyPrefix: 'staff_login_ip', points: 30, duration: 900 },
  /**
   * Campaign landing views: generous, as many patients share a carrier's address
   * (CGNAT); an address past it stops adding to the counts, nothing else.
   */
  campaignViewPerIp: { keyPrefix: 'campaign_view_ip', points: 120, duration: 600 },
} as const;

export type Limiters = Record<keyof typeof POLICIES, RateLimiterAbstract>;

/** Whether the limiters of this database keep their counters in its shared table. */
export function inSharedTable(handle: Pick<DbHandle, 'kind' | 'pool'>): boolean {
  return handle.kind === 'postgres' && handle.pool !== undefined;
}

/** A limiter's policy, as it was made (with its points as overridden). */
export function policyOf(limiter: RateLimiterAbstract): Policy {
  return { keyPrefix: limiter.keyPrefix, points: limiter.points, duration: limiter.duration };
}

/** Memory on PGlite (one process serves everything); the shared table on PostgreSQL. */
export function createLimiters(
  handle: Pick<DbHandle, 'kind' | 'pool'>,
  points: Partial<Record<keyof typeof POLICIES, number>> = {},
): Limiters {
  const make = (policy: Policy) =>
    inSharedTable(handle)
      ? new RateLimiterPostgres({
          ...policy,
          storeClient: handle.pool,
          tableName: getTableName(rateLimits),
          tableCreated: true,
          clearExpiredByTimeout: true,
        })
      : new RateLimiterMemory({ ...policy });
  return Object.fromEntries(
    Object.entries(POLICIES).map(([name, policy]) => [
      name,
      make({ ...policy, points: points[name as keyof typeof POLICIES] ?? policy.points }),
    ]),
  ) as unknown as Limiters;
}

const holder = globalThis as typeof globalThis & { __storefrontLimiters?: Limiters };

export function getLimiters(handle: Pick<DbHandle, 'kind' | 'pool'>): Limiters {
  holder.__storefrontLimiters ??= createLimiters(handle, {
    otpSmsGlobal: env().OTP_SMS_PER_HOUR,
  });
  return holder.__storefrontLimiters;
}

/**
 * A limiter's refusal. Not by `instanceof` alone: the limiters are one set per process
 * (globalThis), made by whichever of Next's bundles asked first, and a Pages API route's bundle
 * (lib/server-api/node-route.ts) loads its own copy of the library, whose class the other
 * copy's refusal is not an instance of.
 */
function isRefusal(error: unknown): error is RateLimiterRes {
  if (error instanceof RateLimiterRes) return true;
  if (typeof error !== 'object' || error === null) return false;
  const res = error as Partial<
    Record<'msBeforeNext' | 'consumedPoints' | 'remainingPoints', unknown>
  >;
  return (
    typeof res.msBeforeNext === 'number' &&
    typeof res.consumedPoints === 'number' &&
    typeof res.remainingPoints === 'number'
  );
}

/**
 * Spends one point of `key`, or answers 429 with Retry-After. `onReached` runs once per
 * window, at the first refusal (an alert for a ceiling).
 */
export async function enforce(
  limiter: RateLimiterAbstract,
  key: string,
  onReached?: () => void,
): Promise<void> {
  try {
    await limiter.consume(hashedKey(key));
  } catch (error) {
    if (!isRefusal(error)) throw error; // the store failed: not the visitor's fault
    if (error.consumedPoints === limiter.points + 1) onReached?.();
    throw tooManyRequests(error.msBeforeNext);
  }
}
