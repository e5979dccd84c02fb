import { ackDeadline } from './ack-deadline';
import { BOOKING_STATUSES, centreMoves, mayMove } from './lifecycle';
import { indiaInstant } from '@/lib/locale/india';

describe('the booking state machine', () => {
  it('walks a walk-in from booked to completed, by the centre', () => {
    const path = ['booked', 'confirmed', 'checked_in', 'report_ready', 'completed'] as const;
    for (let k = 1; k < path.length; k++) {
      expect(mayMove('walkin', path[k - 1]!, path[k]!, 'centre')).toBe(true);
      expect(mayMove('walkin', path[k - 1]!, path[k]!, 'patient')).toBe(false);
    }
  });

  it('walks a home collection through technician, on the way and sample collected', () => {
    const path = [
      'booked',
      'confirmed',
      'technician_assigned',
      'on_the_way',
      'sample_collected',
      'report_ready',
      'completed',
    ] as const;
    for (let k = 1; k < path.length; k++) {
      expect(mayMove('home-service', path[k - 1]!, path[k]!, 'centre')).toBe(true);
    }
    expect(mayMove('walkin', 'confirmed', 'technician_assigned', 'centre')).toBe(false);
    expect(mayMove('home-service', 'confirmed', 'checked_in', 'centre')).toBe(false);
  });

  it('lets the patient move or cancel only before the test, the centre decline with no skip ahead', () => {
    expect(mayMove('walkin', 'booked', 'cancelled_by_patient', 'patient')).toBe(true);
    expect(mayMove('walkin', 'confirmed', 'rescheduled', 'patient')).toBe(true);
    expect(mayMove('walkin', 'checked_in', 'cancelled_by_patient', 'patient')).toBe(false);
    expect(mayMove('home-service', 'on_the_way', 'rescheduled', 'patient')).toBe(false);
    expect(mayMove('walkin', 'booked', 'cancelled_by_centre', 'centre')).toBe(true);
    expect(mayMove('walkin', 'booked', 'report_ready', 'centre')).toBe(false);
    expect(mayMove('walkin', 'booked', 'completed', 'centre')).toBe(false);
  });

  it('ends for good: nothing leaves a cancelled, missed or completed booking', () => {
    for (const end of [
      'cancelled_by_patient',
      'cancelled_by_centre',
      'no_show',
      'completed',
    ] as const) {
      for (const to of BOOKING_STATUSES) {
        expect(mayMove('walkin', end, to, 'centre')).toBe(false);
        expect(mayMove('home-service', end, to, 'patient')).toBe(false);
      }
    }
  });

  it('offers the centre its next moves in order', () => {
    expect(centreMoves('walkin', 'booked')).toEqual(['confirmed', 'cancelled_by_centre']);
    expect(centreMoves('home-service', 'technician_assigned')).toEqual([
      'technician_assigned',
      'on_the_way',
      'no_show',
      'cancelled_by_centre',
    ]);
  });
});

describe('the acknowledgement deadline', () => {
  const hours = { opensAt: '08:00', closesAt: '20:00', closedWeekdays: [7], closedDates: [] };
  const at = (date: string, hh: number, mm = 0) => indiaInstant(date, hh * 60 + mm);
  const far = at('2026-12-10', 9);

  it('is 30 minutes later within opening hours', () => {
    expect(ackDeadline(at('2026-11-30', 10), 30, hours, far)).toEqual(at('2026-11-30', 10, 30));
  });

  it('counts only open minutes: a booking at 7:50 PM is due at 8:20 AM the next day', () => {
    expect(ackDeadline(at('2026-11-30', 19, 50), 30, hours, far)).toEqual(at('2026-12-01', 8, 20));
  });

  it('skips a closed day: Saturday night is due Monday morning', () => {
    expect(ackDeadline(at('2026-12-05', 22), 30, hours, far)).toEqual(at('2026-12-07', 8, 30));
    const closedMonday = { ...hours, closedDates: ['2026-12-07'] };
    expect(ackDeadline(at('2026-12-05', 22), 30, closedMonday, far)).toEqual(
      at('2026-12-08', 8, 30),
    );
  });

  it('is never after the slot itself', () => {
    const slot = at('2026-12-01', 8, 10);
    expect(ackDeadline(at('2026-11-30', 19, 50), 30, hours, slot)).toEqual(slot);
  });
});
