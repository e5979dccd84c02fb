// The one statement that writes a booking (see writeBooking in create.ts), built once per
// database and consent count and kept prepared: building it with drizzle cost a third of a
// millisecond of the server's thread per booking, and on PostgreSQL a named statement is
// parsed and planned once per connection instead of once per booking (npm run bench). It
// returns only what the database decides (the session's patient, the credit taken off): the
// row's other columns are the values it was given, and describing, reading and mapping all
// forty of them back cost about 4% of a booking's time on the server's thread.
import { sql, type WithSubquery } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingCredits, bookings, consents } from '@/lib/db/schema';
import type { SealedAnswers } from '@/lib/safety';
import { recipientsOf } from '@/lib/messages';
import type { ConsentRow } from '@/lib/privacy/client';
import { gateParts, gatePassed } from './gate-parts';
import { takePlaceStatement } from './places';
import type { BookingRow } from './view';

/** The booking's own columns, each a placeholder of the same name. */
const BOOKING_COLUMNS = [
  'id',
  'reference',
  'productId',
  'centreId',
  'userId',
  'service',
  'patientName',
  'patientAge',
  'patientGender',
  'phone',
  'address',
  'pincode',
  'landmark',
  'price',
  'homeCollectionFee',
  'nightSurcharge',
  'total',
  'status',
  'idempotencyKey',
  'requestHash',
  'madeByStaffId',
  'memberId',
  'language',
  'lateCredit',
  'reportHours',
  'reportLateCredit',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof typeof bookings.$inferInsert)[];

/** A consent row's columns, as `c<k>_<column>` for the k-th row. */
const CONSENT_COLUMNS = [
  'phone',
  'purpose',
  'granted',
  'noticeVersion',
  'wording',
  'via',
  'createdAt',
] as const satisfies readonly (keyof ConsentRow)[];

/** Times that may be null, bound as text: drizzle maps a column's placeholder, null or not. */
const OPTIONAL_TIMES = ['ackDueAt', 'windowEnd'] as const;

export type BookingValues = { [K in (typeof BOOKING_COLUMNS)[number]]: unknown } & {
  slotStart: Date;
  slotCapacity: number;
  /** Where the patient came from, as JSON text; null for a direct visit. */
  attribution: string | null;
} & { [K in (typeof OPTIONAL_TIMES)[number]]: Date | null };

/** The booking's messages (lib/messages/plan.ts), written by the same statement. */
export interface BookingMessages {
  channel: string;
  kinds: string[];
  dueAts: string[];
}

const placeholders = <K extends string>(names: readonly K[], prefix = '') =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(`${prefix}${name}`)])) as Record<
    K,
    ReturnType<typeof sql.placeholder>
  >;

/** A statement's parts that decide whether it may book: the gate's (lib/booking/gate-parts.ts). */
type Gate = ReturnType<typeof gateParts>;

function build(db: Db, consentCount: number, gate: Gate | null) {
  const place = db
    .$with('place')
    .as(
      takePlaceStatement(
        db,
        sql.placeholder('centreId'),
        sql.placeholder('slotStart'),
        sql.placeholder('slotCapacity'),
      ),
    );
  // A late home collection's or late report's credit is taken off this booking: the number's
  // oldest unused one of either kind, claimed by this statement (a concurrent booking skips it and takes none).
  const credit = db.$with('credit').as(
    db
      .update(bookingCredits)
      .set({
        usedAt: sql`${sql.placeholder('createdAt')}`,
        usedByBookingId: sql`${sql.placeholder('id')}`,
      })
      .where(
        sql`${bookingCredits.id} = (select c.id from booking_credits c
          where c.phone = ${sql.placeholder('phone')} and c.used_at is null
          order by c.id limit 1 for update skip locked)`,
      )
      .returning({
        amount: sql<number>`least(${bookingCredits.amount}, ${sql.placeholder('total')}::int)`.as(
          'amount',
        ),
      }),
  );
  const applied = sql`coalesce((select ${credit.amount} from ${credit}), 0)`;
  // Behind the gate, a request it refuses books nothing: its slot_start is null, which the
  // column refuses, and the whole statement (its points too) is undone.
  const slotStart = gate
    ? sql`(select ${place.slotStart} from ${place} where ${gatePassed(gate.phone)})`
    : sql`(select ${place.slotStart} from ${place})`;
  const booked = db.$with('booked').as(
    db
      .insert(bookings)
      .values({
        ...placeholders(BOOKING_COLUMNS),
        ...Object.fromEntries(
          OPTIONAL_TIMES.map((name) => [name, sql`${sql.placeholder(name)}::timestamptz`]),
        ),
        ...(gate && { userId: sql`(select ${gate.live.userId} from ${gate.live})` }),
        attribution: sql`${sql.placeholder('attribution')}::jsonb`,
        slotStart,
        creditApplied: applied,
        total: sql`${sql.placeholder('total')}::int - ${applied}`,
      })
      .returning(),
  );
  // Its history starts here: booked, by the patient or the agent booking for them.
  const recorded = db.$with('recorded', { n: sql<number>`n` }).as(
    sql`insert into booking_events (booking_id, from_status, to_status, actor, staff_user_id, at)
      select b.id, null, b.status, case when b.made_by_staff_id is null then 'patient' else 'staff' end,
        b.made_by_staff_id, b.created_at
      from ${booked} b
      returning 1 as n`,
  );
  // Its messages are planned in the same statement: a booking is never stored without them.
  const messaged = db.$with('messaged', { n: sql<number>`n` }).as(
    sql`insert into messages (booking_id, kind, channel, due_at, to_member)
      select bk.id, u.kind, ${sql.placeholder('messageChannel')}::text, u.due_at, r.to_member
      from ${booked} bk
      cross join unnest(${sql.placeholder('messageKinds')}::text[], ${sql.placeholder('messageDueAts')}::timestamptz[]) as u(kind, due_at)
      cross join lateral ${recipientsOf(sql`bk`)} as r
      returning 1 as n`,
  );
  // The pre-visit answers, sealed, with the booking they belong to or not at all.
  const answered = db.$with('answered', { n: sql<number>`n` }).as(
    sql`insert into booking_safety (booking_id, key_id, sealed)
      select bk.id, ${sql.placeholder('safetyKeyId')}::text, ${sql.placeholder('safetySealed')}::text
      from ${booked} bk
      where ${sql.placeholder('safetySealed')}::text is not null
      returning 1 as n`,
  );
  // The patient's account speaks the language of their latest booking.
  const spoken = db.$with('spoken', { n: sql<number>`n` }).as(
    sql`update users set language = ${sql.placeholder('language')}::text
      where id = (select ${booked.userId} from ${booked})
      returning 1 as n`,
  );
  const writes: WithSubquery[] = [
    ...(gate ? [gate.live, gate.touched, gate.ip, gate.phone] : []),
    place,
    credit,
    booked,
    recorded,
    messaged,
    answered,
    spoken,
  ];
  if (consentCount > 0) {
    writes.push(
      db.$with('consented').as(
        db
          .insert(consents)
          .values(
            Array.from({ length: consentCount }, (_, k) => ({
              ...placeholders(CONSENT_COLUMNS, `c${k}_`),
              bookingId: sql`(select ${booked.id} from ${booked})`,
            })),
          )
          .returning({ id: consents.id }),
      ),
    );
  }
  return db
    .with(...writes)
    .select({ userId: booked.userId, creditApplied: booked.creditApplied })
    .from(booked)
    .prepare(`booking_write_${gate ? 'gated_' : ''}${consentCount}`);
}

/** A new booking's columns that no statement value sets: their defaults, as stored. */
const UNSET = {
  statusReason: null,
  escalatedAt: null,
  technicianName: null,
  technicianPhone: null,
  lateAt: null,
  reportDueAt: null,
  reportLateAt: null,
  reportNewDueAt: null,
  erasedAt: null,
} as const satisfies Partial<BookingRow>;

/** The row as stored: the values given, and what the statement decided. */
function storedRow(
  values: BookingValues,
  decided: { userId: number | null; creditApplied: number },
): BookingRow {
  const row = { ...UNSET } as Record<string, unknown>;
  for (const column of BOOKING_COLUMNS) row[column] = values[column];
  for (const column of OPTIONAL_TIMES) row[column] = values[column];
  row.slotStart = values.slotStart;
  row.attribution = values.attribution === null ? null : JSON.parse(values.attribution);
  row.userId = decided.userId;
  row.creditApplied = decided.creditApplied;
  row.total = (values.total as number) - decided.creditApplied;
  return row as BookingRow;
}

type Prepared = ReturnType<typeof build>;
const prepared = new WeakMap<Db, Map<string, Prepared>>();

/**
 * Runs the booking's one statement: the row written, or none (its error thrown as it came).
 * With `gate` (gateValues' params), the statement also passes the request's gate, and the
 * booking is its session's patient's (values.userId is not used).
 */
export async function runBookingWrite(
  db: Db,
  values: BookingValues,
  consent: ConsentRow[],
  planned: BookingMessages,
  gate: Record<string, unknown> | null = null,
  /** The booking's pre-visit answers, sealed for its id; null when it has none. */
  safety: SealedAnswers | null = null,
): Promise<BookingRow | undefined> {
  let forDb = prepared.get(db);
  if (!forDb) prepared.set(db, (forDb = new Map()));
  const name = `${gate ? 'gated:' : ''}${consent.length}`;
  let statement = forDb.get(name);
  if (!statement) {
    forDb.set(name, (statement = build(db, consent.length, gate ? gateParts(db) : null)));
  }
  // Object.assign, not a literal of spreads: the gate's values and the booking's share a name
  // (phone), and V8 built `{ ...gate, ...values }` in about 85 µs against 8.
  const params: Record<string, unknown> = Object.assign({}, gate, values);
  for (const name of OPTIONAL_TIMES) params[name] = values[name]?.toISOString() ?? null;
  params.messageChannel = planned.channel;
  params.messageKinds = planned.kinds;
  params.messageDueAts = planned.dueAts;
  params.safetyKeyId = safety?.keyId ?? null;
  params.safetySealed = safety?.sealed ?? null;
  consent.forEach((row, k) => {
    for (const column of CONSENT_COLUMNS) params[`c${k}_${column}`] = row[column];
  });
  const [decided] = await statement.execute(params);
  return decided && storedRow(values, decided);
}
