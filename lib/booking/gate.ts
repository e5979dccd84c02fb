// What a booking request passes before its write: the abuse limit of its address, a live
// session, a well-formed body, the session's own number, and that number's limit, refused in
// that order. On PostgreSQL the session and both counters are one statement whose commit does
// not wait for the WAL flush: they were three statements, two of them commits that waited
// (npm run bench). The number's counter counts only when the session is that
// number's, so a stranger cannot spend a patient's bookings (and lock them out).
import '@/lib/server-api/server-only';
import { sql } from 'drizzle-orm';
import {
  asPatient,
  currentSessionPolicy,
  liveSessionParts,
  requestViewer,
  sessionParams,
  sessionTokenFromRequest,
  viewerOf,
  type Patient,
} from '@/lib/accounts';
import type { Db, DbHandle } from '@/lib/db/connect';
import { env } from '@/lib/env';
import {
  asyncCommitCte,
  enforce,
  getLimiters,
  inSharedTable,
  policyOf,
  refusal,
  spendCte,
  spendParams,
  type Limiters,
} from '@/lib/ratelimit';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { bookingCreateBody, type BookingCreateBody } from './contract';
import { idempotencyKeyOf } from './idempotency';
import type { ApiRequest } from '@/lib/server-api/api-request';

export interface BookingRequest {
  key: string;
  body: BookingCreateBody;
}

/** The request as read: its key and body, or the error reading them gave (thrown in its turn). */
export type ReadRequest = { value: BookingRequest } | { error: unknown };

/** Reads the Idempotency-Key and the body at once; their refusal waits for the ones before it. */
export async function readBookingRequest(request: ApiRequest): Promise<ReadRequest> {
  try {
    const key = idempotencyKeyOf(request);
    return { value: { key, body: await parseJsonBody(request, bookingCreateBody) } };
  } catch (error) {
    return { error };
  }
}

export type PassedRequest = BookingRequest & { patient: Patient };

function ownNumber(patient: Patient, read: ReadRequest): PassedRequest {
  if ('error' in read) throw read.error;
  const body = read.value.body;
  // Nobody books in someone else's name: the number must be the one the patient proved with a
  // one-time code (the booking screen asks for it first), and the booking becomes theirs.
  if (patient.customerPhone !== body.patient.phone) {
    throw new HttpError(
      403,
      'phone_not_verified',
      'Confirm this mobile number with the code we send to it before booking.',
    );
  }
  return { ...read.value, patient };
}

/**
 * The gate as a statement's parts: the live session (`live`, and its last-seen `touched`), the
 * address's point (`ip`) and the number's (`phone`), spent only under that number's session
 * and within the address's limit. Their values: gateValues.
 */
export function gateParts(db: Db) {
  const { live, touched } = liveSessionParts(db);
  const ip = spendCte(db, 'ip');
  const phone = spendCte(
    db,
    'phone',
    sql`exists (select 1 from ${live} where ${live.phone} = ${sql.placeholder('phone')}::varchar)
      and (select points from ${ip}) <= ${sql.placeholder('ipPoints')}::int`,
  );
  return { live, touched, ip, phone };
}

/**
 * Whether the gate passed, in the statement that holds its parts: the number's point was spent
 * (its session and the address's limit allowed it) and is within the number's limit.
 */
export function gatePassed(phone: ReturnType<typeof gateParts>['phone']) {
  return sql`(select points from ${phone}) <= ${sql.placeholder('phonePoints')}::int`;
}

function gateStatement(db: Db) {
  const { live, touched, ip, phone } = gateParts(db);
  const commit = asyncCommitCte(db);
  return db
    .with(live, touched, ip, phone, commit)
    .select({
      userId: sql<number | null>`(select ${live.userId} from ${live})`,
      phone: sql<string | null>`(select ${live.phone} from ${live})`,
      ipPoints: sql<number>`(select points from ${ip})`,
      ipExpire: sql<string>`(select expire from ${ip})`,
      phonePoints: sql<number | null>`(select points from ${phone})`,
      phoneExpire: sql<string | null>`(select expire from ${phone})`,
      setting: sql<string>`(select setting from ${commit})`,
    })
    .from(commit)
    .prepare('booking_gate');
}
const statements = new WeakMap<Db, ReturnType<typeof gateStatement>>();

/** A token hash no session has: the statement still spends the address's point. */
const NO_SESSION = '';

/** The values of gateParts' placeholders for a request, and what its answer is read with. */
export function gateValues(
  request: ApiRequest,
  read: ReadRequest,
  limits: Limiters,
  now = new Date(),
) {
  const nowMs = now.getTime();
  const ip = clientIp(request, env().TRUSTED_PROXY_COUNT);
  const session = sessionParams(sessionTokenFromRequest(request), now, currentSessionPolicy());
  const ipPolicy = policyOf(limits.bookingPerIp);
  const phonePolicy = policyOf(limits.bookingPerPhone);
  const phone = 'value' in read ? read.value.body.patient.phone : null;
  const params = {
    tokenHash: NO_SESSION,
    now: now.toISOString(),
    idleSince: now.toISOString(),
    touchBefore: now.toISOString(),
    ...(session && {
      tokenHash: session.tokenHash,
      idleSince: session.idleSince.toISOString(),
      touchBefore: session.touchBefore.toISOString(),
    }),
    nowMs,
    ...spendParams('ip', ipPolicy, ip, nowMs),
    ...spendParams('phone', phonePolicy, phone ?? '', nowMs),
    phone,
    ipPoints: ipPolicy.points,
    phonePoints: phonePolicy.points,
  };
  return { params, nowMs, hasSession: session !== null, ipPolicy, phonePolicy };
}

async function inOneStatement(
  db: Db,
  limits: Limiters,
  request: ApiRequest,
  read: ReadRequest,
): Promise<PassedRequest> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = gateStatement(db)));
  const { params, nowMs, hasSession, ipPolicy, phonePolicy } = gateValues(request, read, limits);
  const [row] = await statement.execute(params);
  const spent = row!;
  const overIp = refusal(ipPolicy, { points: spent.ipPoints, expire: spent.ipExpire }, nowMs);
  if (overIp) throw overIp;
  const patient = asPatient(viewerOf(hasSession ? spent : undefined));
  const passed = ownNumber(patient, read);
  const overPhone = refusal(
    phonePolicy,
    { points: spent.phonePoints, expire: spent.phoneExpire },
    nowMs,
  );
  if (overPhone) throw overPhone;
  return passed;
}

/**
 * The patient, key and body of a booking request that passed; the first refusal thrown. The
 * limiters and the way are the process's and the database's; a test may choose both.
 */
export async function passBookingGate(
  handle: DbHandle,
  request: ApiRequest,
  read: ReadRequest,
  {
    limits = getLimiters(handle),
    oneStatement = inSharedTable(handle),
  }: { limits?: Limiters; oneStatement?: boolean } = {},
): Promise<PassedRequest> {
  if (oneStatement) return inOneStatement(handle.primary, limits, request, read);
  const ip = clientIp(request, env().TRUSTED_PROXY_COUNT);
  // In memory (PGlite): the limits cost nothing, and the session is the one statement.
  const [, viewer] = await Promise.all([
    enforce(limits.bookingPerIp, ip),
    requestViewer(handle.primary, request),
  ]);
  const passed = ownNumber(asPatient(viewer), read);
  await enforce(limits.bookingPerPhone, passed.body.patient.phone);
  return passed;
}
