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
  sessionParams,
  viewerFromToken,
  viewerOf,
  type Patient,
} from '@/lib/accounts';
import type { Db, DbHandle } from '@/lib/db/connect';
import {
  asyncCommitCte,
  enforce,
  getLimiters,
  inSharedTable,
  policyOf,
  refusal,
  spendParams,
  type Limiters,
} from '@/lib/ratelimit';
import { HttpError } from '@/lib/server-api/errors';
import { gateParts } from './gate-parts';
import type { BookingAsk, ReadRequest } from './request';

/** A request that passed: its ask, and the session's patient it is booked for. */
export type PassedRequest = BookingAsk & { patient: Patient };

function ownNumber(patient: Patient, read: ReadRequest): PassedRequest {
  if (!read.ask) throw read.error;
  const { ask } = read;
  // Nobody books in someone else's name: the number must be the one the patient proved with a
  // one-time code (the booking screen asks for it first), and the booking becomes theirs.
  if (patient.customerPhone !== ask.body.patient.phone) {
    throw new HttpError(
      403,
      'phone_not_verified',
      'Confirm this mobile number with the code we send to it before booking.',
    );
  }
  return { ...ask, patient };
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
export function gateValues(read: ReadRequest, limits: Limiters, now = new Date()) {
  const nowMs = now.getTime();
  const session = sessionParams(read.sessionToken, now, currentSessionPolicy());
  const ipPolicy = policyOf(limits.bookingPerIp);
  const phonePolicy = policyOf(limits.bookingPerPhone);
  const phone = read.ask ? read.ask.body.patient.phone : null;
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
    ...spendParams('ip', ipPolicy, read.ip, nowMs),
    ...spendParams('phone', phonePolicy, phone ?? '', nowMs),
    phone,
    ipPoints: ipPolicy.points,
    phonePoints: phonePolicy.points,
  };
  return { params, nowMs, hasSession: session !== null, ipPolicy, phonePolicy };
}

async function inOneStatement(db: Db, limits: Limiters, read: ReadRequest): Promise<PassedRequest> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = gateStatement(db)));
  const { params, nowMs, hasSession, ipPolicy, phonePolicy } = gateValues(read, limits);
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
  read: ReadRequest,
  {
    limits = getLimiters(handle),
    oneStatement = inSharedTable(handle),
  }: { limits?: Limiters; oneStatement?: boolean } = {},
): Promise<PassedRequest> {
  if (oneStatement) return inOneStatement(handle.primary, limits, read);
  // In memory (PGlite): the limits cost nothing, and the session is the one statement.
  const [, viewer] = await Promise.all([
    enforce(limits.bookingPerIp, read.ip),
    viewerFromToken(handle.primary, read.sessionToken, new Date(), currentSessionPolicy()),
  ]);
  const passed = ownNumber(asPatient(viewer), read);
  await enforce(limits.bookingPerPhone, passed.body.patient.phone);
  return passed;
}
