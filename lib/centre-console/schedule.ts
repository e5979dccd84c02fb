// The centre's schedule from its console: opening hours, slot length, capacity per
// slot, its promises (answer time, late credit, arrival window), closed dates and blocked
// slots. Capacity never goes below what a slot already holds; a slot or a day closed while it
// has bookings asks what to do with them (keep them, or cancel them for the patients with the
// centre's reason, each place returned and each patient told).
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVE } from '@/lib/booking/client';
import { invalidateCentreOffers, moveBookingIn, slotStarts } from '@/lib/booking';
import type { Db } from '@/lib/db/connect';
import { bookings, centreClosedDates, centres, slotUsage } from '@/lib/db/schema';
import { calendarDate } from '@/lib/locale/calendar-date';
import { indiaInstant } from '@/lib/locale/india';
import { HttpError } from '@/lib/server-api/errors';
import { setCentrePrice } from '@/lib/price-updates';
import { audit, centreScope, type StaffViewer } from '@/lib/staff';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const settingsBody = z
  .object({
    opens_at: z.string().regex(TIME, 'must be a time like 08:00'),
    closes_at: z.string().regex(TIME, 'must be a time like 20:00'),
    slot_minutes: z.number().int().min(10, 'must be at least 10').max(240, 'must be at most 240'),
    slot_capacity: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'),
    ack_minutes: z.number().int().min(5, 'must be at least 5').max(1440, 'must be at most 1440'),
    late_credit: z.number().int().min(0, 'must be 0 or more').max(5000, 'must be at most 5000'),
    home_window_minutes: z
      .number()
      .int()
      .min(30, 'must be at least 30')
      .max(240, 'must be at most 240'),
  })
  .refine((b) => b.opens_at < b.closes_at, {
    message: 'must be after the opening time',
    path: ['closes_at'],
  });
export type SettingsBody = z.infer<typeof settingsBody>;

/** What to do with a closed slot's or day's bookings; without it the centre is asked. */
const withBookings = z.enum(['keep', 'cancel'], { error: "must be 'keep' or 'cancel'" }).optional();
const reason = z.string().trim().min(3, 'must be at least 3 characters').max(300).optional();

export const blockBody = z.object({
  slot_start: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
  blocked: z.boolean(),
  bookings: withBookings,
  reason,
});

export const closedDateBody = z.object({
  date: calendarDate,
  closed: z.boolean(),
  bookings: withBookings,
  reason,
});

const notFound = () => new HttpError(404, 'not_found', 'That was not found.');

/** The centre, if the viewer's scope holds it: another centre reads as none. */
export function mustBeOwnCentre(viewer: StaffViewer, centreId: number): void {
  const scope = centreScope(viewer);
  if (scope !== null && !scope.includes(centreId)) throw notFound();
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function updateSettings(
  db: Db,
  viewer: StaffViewer,
  centreId: number,
  body: SettingsBody,
  now: Date = new Date(),
): Promise<void> {
  mustBeOwnCentre(viewer, centreId);
  await db.transaction(async (tx) => {
    const [centre] = await tx
      .select({ id: centres.id })
      .from(centres)
      .where(eq(centres.id, centreId))
      .for('update');
    if (!centre) throw notFound();
    // Locked with the centre: no slot takes a place between this check and the change.
    const crowded = await tx
      .select({ slotStart: slotUsage.slotStart, booked: slotUsage.booked })
      .from(slotUsage)
      .where(
        and(
          eq(slotUsage.centreId, centreId),
          gte(slotUsage.slotStart, now),
          sql`${slotUsage.booked} > ${body.slot_capacity}`,
        ),
      )
      .for('update');
    if (crowded.length > 0) {
      throw new HttpError(
        409,
        'capacity_below_booked',
        `${crowded.length} slot(s) already hold more than ${body.slot_capacity} bookings: capacity cannot go below what is booked.`,
        {
          fields: [{ field: 'slot_capacity', message: 'is below what some slots already hold' }],
          slots: crowded.map((c) => ({ slot_start: c.slotStart.toISOString(), booked: c.booked })),
        },
      );
    }
    await tx
      .update(centres)
      .set({
        opensAt: `${body.opens_at}:00`,
        closesAt: `${body.closes_at}:00`,
        slotMinutes: body.slot_minutes,
        slotCapacity: body.slot_capacity,
        ackMinutes: body.ack_minutes,
        lateCredit: body.late_credit,
        homeWindowMinutes: body.home_window_minutes,
      })
      .where(eq(centres.id, centreId));
    await tx
      .update(slotUsage)
      .set({ capacity: body.slot_capacity })
      .where(and(eq(slotUsage.centreId, centreId), gte(slotUsage.slotStart, now)));
    await audit(tx as unknown as Db, viewer, {
      action: 'centre.settings_changed',
      recordType: 'centre',
      recordId: String(centreId),
      detail: body,
    });
  });
  await invalidateCentreOffers(db, centreId);
}

/** The active bookings between two instants, locked; with no decision, the centre is asked. */
async function affected(
  tx: Tx,
  centreId: number,
  from: Date,
  to: Date,
  decision: 'keep' | 'cancel' | undefined,
  what: string,
) {
  const rows = await tx
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(
      and(
        eq(bookings.centreId, centreId),
        gte(bookings.slotStart, from),
        lt(bookings.slotStart, to),
        inArray(bookings.status, [...ACTIVE]),
      ),
    )
    .for('update');
  if (rows.length > 0 && !decision) {
    throw new HttpError(
      409,
      'has_bookings',
      `${what} has ${rows.length} booking(s): keep them, or cancel them for the patients with a reason.`,
      { bookings: rows.map((r) => r.reference) },
    );
  }
  return rows;
}

async function cancelFor(
  tx: Tx,
  viewer: StaffViewer,
  rows: { id: string }[],
  why: string | undefined,
  now: Date,
) {
  if (rows.length > 0 && !why) {
    throw new HttpError(422, 'reason_required', 'Say why, for the patients.', {
      fields: [{ field: 'reason', message: 'Say why, for the patients.' }],
    });
  }
  for (const row of rows) {
    await moveBookingIn(tx, row.id, {
      to: 'cancelled_by_centre',
      actor: 'centre',
      staffUserId: viewer.id,
      reason: why!,
      now,
    });
  }
}

interface Span {
  centreId: number;
  /** The slots blocked or opened, in the rows every booking's place statement locks. */
  starts: Date[];
  capacity: number;
  blocked: boolean;
  /** The instants whose bookings are asked about when blocking. */
  from: Date;
  to: Date;
  what: string;
  decision: 'keep' | 'cancel' | undefined;
  reason: string | undefined;
}

/**
 * Blocks (or opens) a span's slots, then, when blocking, keeps or cancels its bookings as the
 * centre said, or asks. A booking either took its place before the rows were locked here, or
 * finds its slot blocked.
 */
async function blockSpan(tx: Tx, viewer: StaffViewer, span: Span, now: Date): Promise<number> {
  if (span.starts.length > 0) {
    await tx
      .insert(slotUsage)
      .values(
        span.starts.map((slotStart) => ({
          centreId: span.centreId,
          slotStart,
          capacity: span.capacity,
          booked: 0,
          blocked: span.blocked,
        })),
      )
      .onConflictDoUpdate({
        target: [slotUsage.centreId, slotUsage.slotStart],
        set: { blocked: span.blocked },
      });
  }
  if (!span.blocked) return 0;
  const rows = await affected(tx, span.centreId, span.from, span.to, span.decision, span.what);
  if (span.decision !== 'cancel') return 0;
  await cancelFor(tx, viewer, rows, span.reason, now);
  return rows.length;
}

/** Blocks a slot for new bookings (or opens it again); its bookings are kept or cancelled. */
export async function blockSlot(
  db: Db,
  viewer: StaffViewer,
  centreId: number,
  body: z.infer<typeof blockBody>,
  now: Date = new Date(),
): Promise<{ cancelled: number }> {
  mustBeOwnCentre(viewer, centreId);
  const start = new Date(body.slot_start);
  return db.transaction(async (tx) => {
    const [centre] = await tx
      .select({ capacity: centres.slotCapacity, slotMinutes: centres.slotMinutes })
      .from(centres)
      .where(eq(centres.id, centreId));
    if (!centre) throw notFound();
    const cancelled = await blockSpan(
      tx,
      viewer,
      {
        centreId,
        starts: [start],
        capacity: centre.capacity,
        blocked: body.blocked,
        from: start,
        to: new Date(start.getTime() + centre.slotMinutes * 60_000),
        what: 'The slot',
        decision: body.bookings,
        reason: body.reason,
      },
      now,
    );
    await audit(tx as unknown as Db, viewer, {
      action: 'centre.slot_blocked',
      recordType: 'centre',
      recordId: String(centreId),
      detail: { slot_start: body.slot_start, blocked: body.blocked, cancelled },
    });
    return { cancelled };
  });
}

/** Closes a day (or opens it again); its bookings are kept or cancelled as the centre says. */
export async function setClosedDate(
  db: Db,
  viewer: StaffViewer,
  centreId: number,
  body: z.infer<typeof closedDateBody>,
  now: Date = new Date(),
): Promise<{ cancelled: number }> {
  mustBeOwnCentre(viewer, centreId);
  const done = await db.transaction(async (tx) => {
    const [centre] = await tx
      .select({
        opensAt: centres.opensAt,
        closesAt: centres.closesAt,
        slotMinutes: centres.slotMinutes,
        capacity: centres.slotCapacity,
      })
      .from(centres)
      .where(eq(centres.id, centreId));
    if (!centre) throw notFound();
    // The day's slots are blocked too, so a booking checked against a cached schedule still
    // cannot take a place on it.
    const cancelled = await blockSpan(
      tx,
      viewer,
      {
        centreId,
        starts: slotStarts({ ...centre, closedWeekdays: [], closedDates: [] }, body.date),
        capacity: centre.capacity,
        blocked: body.closed,
        from: indiaInstant(body.date, 0),
        to: indiaInstant(body.date, 24 * 60),
        what: 'The day',
        decision: body.bookings,
        reason: body.reason,
      },
      now,
    );
    if (body.closed) {
      await tx
        .insert(centreClosedDates)
        .values({ centreId, closedOn: body.date, reason: body.reason ?? 'Closed' })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(centreClosedDates)
        .where(
          and(eq(centreClosedDates.centreId, centreId), eq(centreClosedDates.closedOn, body.date)),
        );
    }
    await audit(tx as unknown as Db, viewer, {
      action: 'centre.settings_changed',
      recordType: 'centre',
      recordId: String(centreId),
      detail: { closed_date: body.date, closed: body.closed, cancelled },
    });
    return { cancelled };
  });
  await invalidateCentreOffers(db, centreId);
  return done;
}

export const priceBody = z
  .object({
    product_random_id: z.string().regex(/^[A-Za-z0-9]{6}$/, 'must be a test id'),
    price: z.number().int().min(1, 'must be at least 1').max(1_000_000),
    list_price: z.number().int().min(1, 'must be at least 1').max(1_000_000),
    /** The centre's own report time in hours; null for the test's own; absent: unchanged. */
    report_hours: z
      .number()
      .int('must be whole hours')
      .min(1, 'must be at least 1 hour')
      .max(720, 'must be at most 720 hours (30 days)')
      .nullable()
      .optional(),
  })
  .refine((b) => b.list_price > b.price, { message: 'must be above price', path: ['list_price'] });

/** The centre sets its own price of a test: the pages showing it are refreshed everywhere. */
export async function setOwnPrice(
  db: Db,
  viewer: StaffViewer,
  centreId: number,
  body: z.infer<typeof priceBody>,
): Promise<void> {
  mustBeOwnCentre(viewer, centreId);
  const changed = await setCentrePrice(db, {
    centreId,
    productRandomId: body.product_random_id,
    price: body.price,
    listPrice: body.list_price,
    ...(body.report_hours !== undefined ? { reportHours: body.report_hours } : {}),
  });
  if (!changed) throw new HttpError(404, 'price_not_found', 'The centre does not offer that test.');
  await audit(db, viewer, {
    action: 'centre.prices_changed',
    recordType: 'centre',
    recordId: String(centreId),
    detail: body,
  });
}
