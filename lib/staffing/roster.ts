// The roster: which agents work the call-back queue in which hours of the week (staff_shifts).
// The admin keeps it on the staffing page; the page counts it against the forecast. Changes are
// written with their audit row in one transaction, through the hook the caller hands in (the
// audit trail is the staff feature's, which this feature does not use).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/connect';
import { staffShifts, staffUsers } from '@/lib/db/staff-schema';
import { HttpError } from '@/lib/server-api/errors';
import { WEEK_HOURS, indiaHourIndex, slotOf } from './forecast';

/** The roles that work the call-back queue (lib/staff/roles.ts, AREAS.leads). */
export const QUEUE_ROLES = ['admin', 'ops_agent'] as const;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const whole = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .regex(/^\d{1,2}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** The roster form's two posts: add a shift, or remove one. */
export const rosterForm = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('add'),
        staff_id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64),
        weekday: whole(0, 6),
        from_hour: whole(0, 23),
        to_hour: whole(1, 24),
      })
      .refine((s) => s.from_hour < s.to_hour, {
        path: ['to_hour'],
        message: 'must be after the start (a shift past midnight is two shifts)',
      }),
    z.object({
      action: z.literal('remove'),
      shift_id: z
        .string({ error: 'is required' })
        .regex(/^\d{1,15}$/, 'must be a shift number')
        .transform(Number),
    }),
  ],
  { error: 'must be add or remove' },
);
export type RosterForm = z.infer<typeof rosterForm>;

export interface Shift {
  id: number;
  staffUserId: string;
  name: string;
  email: string;
  weekday: number;
  fromHour: number;
  toHour: number;
}

export interface RosterChange {
  action: 'roster.shift_added' | 'roster.shift_removed';
  /** The agent whose week changed. */
  staffUserId: string;
  detail: Record<string, unknown>;
}

/** Writes the change's audit row, inside the change's transaction. */
export type RecordChange = (tx: Db, change: RosterChange) => Promise<void>;

/** The members who may be rostered: queue roles, not disabled. */
export async function rosterAgents(db: Db) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(and(inArray(staffUsers.role, [...QUEUE_ROLES]), eq(staffUsers.banned, false)))
    .orderBy(asc(staffUsers.name));
}

/** Every shift of members who still work the queue, by day, start and name. */
export async function listShifts(db: Db): Promise<Shift[]> {
  return db
    .select({
      id: staffShifts.id,
      staffUserId: staffShifts.staffUserId,
      name: staffUsers.name,
      email: staffUsers.email,
      weekday: staffShifts.weekday,
      fromHour: staffShifts.fromHour,
      toHour: staffShifts.toHour,
    })
    .from(staffShifts)
    .innerJoin(staffUsers, eq(staffUsers.id, staffShifts.staffUserId))
    .where(and(inArray(staffUsers.role, [...QUEUE_ROLES]), eq(staffUsers.banned, false)))
    .orderBy(
      asc(staffShifts.weekday),
      asc(staffShifts.fromHour),
      asc(staffUsers.name),
      asc(staffShifts.id),
    );
}

/** Agents rostered in each hour of the week (0 = Sunday 00:00), each agent counted once. */
export function rosteredBySlot(shifts: Shift[]): number[] {
  const who = Array.from({ length: WEEK_HOURS }, () => new Set<string>());
  for (const s of shifts) {
    for (let h = s.fromHour; h < s.toHour; h++) who[s.weekday * 24 + h]!.add(s.staffUserId);
  }
  return who.map((set) => set.size);
}

/** The agents rostered in the India hour `now` falls in. */
export async function rosteredAt(db: Db, now: Date): Promise<number> {
  return rosteredBySlot(await listShifts(db))[slotOf(indiaHourIndex(now))] ?? 0;
}

/** Adds or removes a shift and audits it; 422 for a member who is not an agent, 409, 404. */
export async function changeRoster(db: Db, form: RosterForm, record: RecordChange): Promise<void> {
  await db.transaction(async (tx) => {
    if (form.action === 'remove') {
      const [gone] = await tx
        .delete(staffShifts)
        .where(eq(staffShifts.id, form.shift_id))
        .returning();
      if (!gone) throw new HttpError(404, 'not_found', 'That shift is not on the roster.');
      await record(tx, {
        action: 'roster.shift_removed',
        staffUserId: gone.staffUserId,
        detail: { shift_id: gone.id, weekday: gone.weekday, from: gone.fromHour, to: gone.toHour },
      });
      return;
    }
    const [agent] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.id, form.staff_id),
          inArray(staffUsers.role, [...QUEUE_ROLES]),
          eq(staffUsers.banned, false),
        ),
      );
    if (!agent) {
      throw new HttpError(422, 'staff_not_found', 'No active agent or admin has that account.', {
        fields: [{ field: 'staff_id', message: 'is not an active agent or admin' }],
      });
    }
    const shift = { weekday: form.weekday, fromHour: form.from_hour, toHour: form.to_hour };
    const [added] = await tx
      .insert(staffShifts)
      .values({ staffUserId: agent.id, ...shift })
      .onConflictDoNothing()
      .returning({ id: staffShifts.id });
    if (!added) throw new HttpError(409, 'shift_exists', 'That shift is already on the roster.');
    await record(tx, {
      action: 'roster.shift_added',
      staffUserId: agent.id,
      detail: {
        shift_id: added.id,
        weekday: shift.weekday,
        from: shift.fromHour,
        to: shift.toHour,
      },
    });
  });
}
