// A booking's whole life, as one state machine: which status may follow which, for
// which kind of booking and by whose hand. Pure, so the server's check, the centre's buttons
// and the README's diagram read the same table.
import type { Service } from '@/lib/catalog/types';

export const BOOKING_STATUSES = [
  'booked',
  'confirmed',
  'rescheduled',
  'checked_in',
  'technician_assigned',
  'on_the_way',
  'sample_collected',
  'report_ready',
  'completed',
  'no_show',
  'cancelled_by_patient',
  'cancelled_by_centre',
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who moves a booking: the patient (or an agent for them), the centre, or the system's clock. */
export type Actor = 'patient' | 'centre' | 'system';

type Moves = Partial<Record<BookingStatus, readonly Actor[]>>;

const CENTRE = ['centre'] as const;
const PATIENT = ['patient'] as const;

/** Before the test: the patient may move or cancel it, the centre may cancel with a reason. */
const BEFORE: Moves = {
  rescheduled: PATIENT,
  cancelled_by_patient: PATIENT,
  cancelled_by_centre: CENTRE,
};

const WALK_IN: Record<BookingStatus, Moves> = {
  booked: { confirmed: CENTRE, ...BEFORE },
  rescheduled: { confirmed: CENTRE, ...BEFORE },
  confirmed: { checked_in: CENTRE, no_show: CENTRE, ...BEFORE },
  checked_in: { report_ready: CENTRE },
  report_ready: { completed: CENTRE },
  completed: {},
  no_show: {},
  cancelled_by_patient: {},
  cancelled_by_centre: {},
  technician_assigned: {},
  on_the_way: {},
  sample_collected: {},
};

const HOME: Record<BookingStatus, Moves> = {
  booked: { confirmed: CENTRE, ...BEFORE },
  rescheduled: { confirmed: CENTRE, ...BEFORE },
  confirmed: { technician_assigned: CENTRE, ...BEFORE },
  // Assigning again changes the technician.
  technician_assigned: {
    technician_assigned: CENTRE,
    on_the_way: CENTRE,
    no_show: CENTRE,
    ...BEFORE,
  },
  on_the_way: { sample_collected: CENTRE, no_show: CENTRE },
  sample_collected: { report_ready: CENTRE },
  report_ready: { completed: CENTRE },
  completed: {},
  no_show: {},
  cancelled_by_patient: {},
  cancelled_by_centre: {},
  checked_in: {},
};

export function movesFrom(service: Service, from: BookingStatus): Moves {
  return (service === 'home-service' ? HOME : WALK_IN)[from];
}

/** Whether `actor` may move a booking of `service` from `from` to `to`. */
export function mayMove(
  service: Service,
  from: BookingStatus,
  to: BookingStatus,
  actor: Actor,
): boolean {
  return movesFrom(service, from)[to]?.includes(actor) ?? false;
}

/** The statuses a centre may choose next, in the order its console offers them. */
export function centreMoves(service: Service, from: BookingStatus): BookingStatus[] {
  const moves = movesFrom(service, from);
  return BOOKING_STATUSES.filter((to) => moves[to]?.includes('centre'));
}

/** Waiting for the centre to accept or decline. */
export const AWAITING_CENTRE: readonly BookingStatus[] = ['booked', 'rescheduled'];

/** Holding a place and still to happen: what 'upcoming' means to the patient. */
export const ACTIVE: readonly BookingStatus[] = [
  'booked',
  'rescheduled',
  'confirmed',
  'technician_assigned',
];

/** A home collection not yet collected, nor ended: one that can still come late. */
export const UNCOLLECTED: readonly BookingStatus[] = [
  ...AWAITING_CENTRE,
  'confirmed',
  'technician_assigned',
  'on_the_way',
];

/** The test is done and its report awaited: where a promised report can be overdue. */
export const AWAITING_REPORT: readonly BookingStatus[] = ['checked_in', 'sample_collected'];

export const CANCELLED: readonly BookingStatus[] = ['cancelled_by_patient', 'cancelled_by_centre'];

/** A move the centre must give a reason for. */
export const NEEDS_REASON: readonly BookingStatus[] = ['cancelled_by_centre'];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Waiting for the centre',
  rescheduled: 'Moved, waiting for the centre',
  confirmed: 'Accepted by the centre',
  checked_in: 'Checked in',
  technician_assigned: 'Technician assigned',
  on_the_way: 'Technician on the way',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
  completed: 'Completed',
  no_show: 'Missed',
  cancelled_by_patient: 'Cancelled',
  cancelled_by_centre: 'Cancelled by the centre',
};

/** What the centre's button says for a move. */
export const MOVE_LABELS: Partial<Record<BookingStatus, string>> = {
  confirmed: 'Accept',
  checked_in: 'Check in',
  technician_assigned: 'Assign technician',
  on_the_way: 'On the way',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
  completed: 'Complete',
  no_show: 'Mark missed',
  cancelled_by_centre: 'Decline',
};
