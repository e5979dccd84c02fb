// Read-your-writes with read replicas: after a patient's write (a booking made, cancelled or
// moved), their browser carries a short-lived cookie, and the reads that could show that write
// (the slot's places, the centres) go to the primary while it lasts. The cookie holds when the
// pin ends, checked against the window so a hand-made one cannot pin for longer.
import type { NextResponse } from 'next/server';
import { cookieOptions, READ_YOUR_WRITES_COOKIE } from '@/lib/cookies/policy';
import { env } from '@/lib/env';
import type { ApiRequest } from './api-request';

/** Marks `response` so this browser's next reads, for `seconds`, go to the primary. */
export function pinReads<T extends { cookies: Pick<NextResponse['cookies'], 'set'> }>(
  response: T,
  seconds = env().READ_YOUR_WRITES_SECONDS,
  now = Date.now(),
): T {
  if (seconds <= 0) return response;
  response.cookies.set({
    name: READ_YOUR_WRITES_COOKIE,
    value: String(now + seconds * 1_000),
    ...cookieOptions(READ_YOUR_WRITES_COOKIE, { maxAge: seconds }),
  });
  return response;
}

/** Whether a write by this browser is recent enough that its reads must see the primary. */
export function readsPinned(
  request: Pick<ApiRequest, 'cookies'>,
  seconds = env().READ_YOUR_WRITES_SECONDS,
  now = Date.now(),
): boolean {
  const until = Number(request.cookies.get(READ_YOUR_WRITES_COOKIE)?.value);
  return Number.isFinite(until) && until > now && until <= now + seconds * 1_000;
}
