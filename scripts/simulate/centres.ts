// The centres' side of a booking, through the console's own functions (moveAsCentre,
// uploadReport): a front desk that answers after a human delay in opening hours (or never, the
// injected silent centre), technicians who are sometimes late, patients who sometimes do not
// come, and labs with their own turnaround.
import type { BookingCreateBody } from '@/lib/booking';
import { ackDeadline } from '@/lib/booking/ack-deadline';
import type { MoveBody } from '@/lib/centre-console/moves';
import { moveAsCentre } from '@/lib/centre-console/moves';
import { uploadReport } from '@/lib/centre-console/report';
import { giveReportNewTime } from '@/lib/centre-console/report-time';
import type { Rng } from '@/lib/db/seed/prng';
import { HttpError } from '@/lib/server-api/errors';
import { between, exponential, HOUR, MINUTE, request, retryable, type Sim } from './sim';
import type { Offer } from './world';

/** A one-page PDF: the upload checks the bytes, not the name. */
const REPORT = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** How a centre works, drawn once per centre from the seed. */
interface Habits {
  /** Mean minutes (of opening hours) before the desk answers a new booking. */
  answerMean: number;
  /** The lab's turnaround, as a share of the promised report hours. */
  turnaround: [number, number];
}

const habits = new Map<number, Habits>();

function habitsOf(sim: Sim, centreId: number): Habits {
  let h = habits.get(centreId);
  if (!h) {
    const rng = sim.rng(`centre-${centreId}`);
    const desk = rng.weighted([6, 12, 25], [70, 25, 5]);
    const lab = rng.weighted<[number, number]>(
      [
        [0.3, 0.8],
        [0.6, 1.0],
        [0.8, 1.4],
      ],
      [70, 25, 5],
    );
    h = { answerMean: desk, turnaround: lab };
    habits.set(centreId, h);
  }
  return h;
}

export function resetHabits(): void {
  habits.clear();
}

/**
 * One action of the centre's desk at `at`, counted as `what`: tried again `retryMs` later while
 * the server or the database is down; an illegal move means the patient cancelled meanwhile,
 * which the desk sees, and nothing follows.
 */
function atDesk(
  sim: Sim,
  at: number,
  what: string,
  retryMs: number,
  act: () => Promise<unknown>,
  then?: () => void,
) {
  const attempt = async (): Promise<void> => {
    try {
      await request(sim, act);
      sim.counts[what] = (sim.counts[what] ?? 0) + 1;
      sim.nudge();
      then?.();
    } catch (error) {
      if (retryable(error)) sim.clock.after(retryMs, attempt);
      else if (!(error instanceof HttpError && error.subCode === 'illegal_transition')) throw error;
    }
  };
  sim.clock.at(at, attempt);
}

function move(
  sim: Sim,
  at: number,
  reference: string,
  offer: Offer,
  body: MoveBody,
  then?: () => void,
) {
  const desk = sim.world.deskOf(offer.organisationId);
  atDesk(
    sim,
    at,
    `moved_${body.to}`,
    2 * MINUTE,
    () => moveAsCentre(sim.world.db, desk, reference, body, sim.clock.date),
    then,
  );
}

function report(sim: Sim, rng: Rng, at: number, reference: string, offer: Offer, hours: number) {
  const [low, high] = habitsOf(sim, offer.centreId).turnaround;
  const desk = sim.world.deskOf(offer.organisationId);
  const readyAt = at + between(rng, low, high) * hours * HOUR;
  const dueAt = at + hours * HOUR;
  atDesk(sim, readyAt, 'reports', 5 * MINUTE, () =>
    uploadReport(sim.world.db, desk, reference, REPORT, sim.clock.date),
  );
  // A lab running late mostly says so: a new time, before the due time or after the patient
  // was told, a little after it expects the report.
  if (readyAt > dueAt && rng.chance(0.6)) {
    const saysAt = rng.chance(0.5)
      ? dueAt - between(rng, 30 * MINUTE, 2 * HOUR)
      : dueAt + 20 * MINUTE;
    const newTime = Math.ceil((readyAt + HOUR) / (15 * MINUTE)) * 15 * MINUTE;
    if (saysAt > at && saysAt < readyAt && newTime - saysAt < 7 * 24 * HOUR) {
      atDesk(sim, saysAt, 'report_new_times', 5 * MINUTE, () =>
        giveReportNewTime(
          sim.world.db,
          desk,
          reference,
          { new_due_at: new Date(newTime).toISOString() },
          sim.clock.date,
        ).catch((error: unknown) => {
          // Retried past the upload (the server was down): the report came meanwhile.
          if (!(error instanceof HttpError && error.subCode === 'no_report_awaited')) throw error;
        }),
      );
    }
  }
}

/** Everything after a booking is made, at the centre. */
export function followBooking(
  sim: Sim,
  rng: Rng,
  reference: string,
  offer: Offer,
  body: BookingCreateBody,
  booking: { windowEnd: Date | null; reportHours: number | null },
): void {
  if (offer.centreId === sim.silentCentre) return; // never answered: operations must step in
  const now = sim.clock.date;
  const slot = new Date(body.slot_start).getTime();
  const wait = Math.max(1, Math.round(exponential(rng, habitsOf(sim, offer.centreId).answerMean)));
  const answerAt = ackDeadline(
    now,
    wait,
    { opensAt: offer.opensAt, closesAt: offer.closesAt, closedWeekdays: [], closedDates: [] },
    new Date(slot),
  ).getTime();
  const hours = booking.reportHours ?? 24;
  if (rng.chance(0.04)) {
    move(sim, answerAt, reference, offer, {
      to: 'cancelled_by_centre',
      reason: 'The machine is down for maintenance at that time. Please choose another slot.',
    });
    return;
  }
  move(sim, answerAt, reference, offer, { to: 'confirmed' }, () => {
    if (body.service === 'walkin') {
      const arrive = slot + between(rng, 0, 20 * MINUTE);
      if (rng.chance(0.07)) {
        move(sim, slot + 45 * MINUTE, reference, offer, { to: 'no_show' });
        return;
      }
      move(sim, arrive, reference, offer, { to: 'checked_in' }, () =>
        report(sim, rng, sim.clock.now, reference, offer, hours),
      );
      return;
    }
    const windowEnd = booking.windowEnd?.getTime() ?? slot + HOUR;
    const late = rng.chance(sim.options.lateShare);
    const collectAt = late
      ? windowEnd + 30 * MINUTE + between(rng, 5 * MINUTE, 90 * MINUTE)
      : slot + between(rng, 0, windowEnd - slot);
    const assignAt = Math.max(sim.clock.now + MINUTE, slot - 90 * MINUTE);
    move(
      sim,
      assignAt,
      reference,
      offer,
      { to: 'technician_assigned', technician_name: 'Ravi Teja', technician_phone: '9876501234' },
      () =>
        move(
          sim,
          Math.max(sim.clock.now + MINUTE, collectAt - 30 * MINUTE),
          reference,
          offer,
          { to: 'on_the_way' },
          () => {
            if (rng.chance(0.03)) {
              move(sim, Math.max(collectAt, slot), reference, offer, { to: 'no_show' });
              return;
            }
            move(sim, collectAt, reference, offer, { to: 'sample_collected' }, () =>
              report(sim, rng, sim.clock.now, reference, offer, hours),
            );
          },
        ),
    );
  });
}
