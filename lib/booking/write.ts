// The one statement that writes a booking (see writeBooking in create.ts), built once per
// database and consent count and kept prepared: building it with drizzle cost a third of a
// millisecond of the server's thread per booking, and on PostgreSQL a named statement is
// parsed and planned once per connection instead of once per booking (npm run bench).
import { sql, type WithSubquery } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, consents } from '@/lib/db/schema';
import type { ConsentRow } from '@/lib/privacy/client';
import { takePlaceStatement } from './places';
import type { BookingRow } from './view';

/** The booking's own columns, each a placeholder of the same name. */
const BOOKING_COLUMNS = [
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

export type BookingValues = { [K in (typeof BOOKING_COLUMNS)[number]]: unknown } & {
  slotStart: Date;
  slotCapacity: number;
};

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

function build(db: Db, consentCount: number) {
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
  const booked = db.$with('booked').as(
    db
      .insert(bookings)
      .values({
        ...placeholders(BOOKING_COLUMNS),
        slotStart: sql`(select ${place.slotStart} from ${place})`,
      })
      .returning(),
  );
  // Its messages are planned in the same statement: a booking is never stored without them.
  const messaged = db.$with('messaged', { n: sql<number>`n` }).as(
    sql`insert into messages (booking_id, kind, channel, due_at)
      select (select ${booked.id} from ${booked}), u.kind, ${sql.placeholder('messageChannel')}::text, u.due_at
      from unnest(${sql.placeholder('messageKinds')}::text[], ${sql.placeholder('messageDueAts')}::timestamptz[]) as u(kind, due_at)
      returning 1 as n`,
  );
  const writes: WithSubquery[] = [place, booked, messaged];
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
    .select()
    .from(booked)
    .prepare(`booking_write_${consentCount}`);
}

type Prepared = ReturnType<typeof build>;
const prepared = new WeakMap<Db, Map<number, Prepared>>();

/** Runs the booking's one statement: the row written, or none (its error thrown as it came). */
export async function runBookingWrite(
  db: Db,
  values: BookingValues,
  consent: ConsentRow[],
  planned: BookingMessages,
): Promise<BookingRow | undefined> {
  let forDb = prepared.get(db);
  if (!forDb) prepared.set(db, (forDb = new Map()));
  let statement = forDb.get(consent.length);
  if (!statement) forDb.set(consent.length, (statement = build(db, consent.length)));
  const params: Record<string, unknown> = {
    ...values,
    messageChannel: planned.channel,
    messageKinds: planned.kinds,
    messageDueAts: planned.dueAts,
  };
  consent.forEach((row, k) => {
    for (const column of CONSENT_COLUMNS) params[`c${k}_${column}`] = row[column];
  });
  const [row] = (await statement.execute(params)) as BookingRow[];
  return row;
}
