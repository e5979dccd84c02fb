import { inQuietHours, outsideQuietHours, planReminders } from './timing';
import { messageText } from './templates';
import { indiaAt } from './testing';

const at = indiaAt;
const FASTING = { isFastingRequired: true, fastingHours: 10 };
const PLAIN = { isFastingRequired: false, fastingHours: null };

describe('when reminders are due', () => {
  it('a fasting test at 8:00 AM: the evening before at 7 PM, saying stop eating after 10:00 PM tonight', () => {
    const slot = at('2026-12-02', '08:00');
    const plan = planReminders(slot, FASTING, at('2026-11-30', '11:00'));
    expect(plan.preparation).toEqual({ at: at('2026-12-01', '19:00'), exempt: false });
    // 6:00 AM is in quiet hours: no 2-hour reminder for an 8 AM slot.
    expect(plan.beforeSlot).toBeNull();
    const text = messageText('preparation', {
      booking: {
        reference: 'DX-ABC123',
        test: 'Lipid Profile',
        centre: 'Nirmal Labs',
        address: 'Ameerpet, Hyderabad',
        service: 'walkin',
        slot,
        preparation: { ...FASTING, preparationHtml: null },
        link: 'https://x.test/booking/DX-ABC123/',
      },
      stopLink: 'https://x.test/reminders/stop/t/',
      now: plan.preparation!.at,
    });
    expect(text).toContain('Stop eating and drinking anything but water after 10:00 PM tonight.');
    expect(text).toContain('2 Dec 2026, 8:00 AM');
  });

  it('a test at 4 PM: the day before at 7 PM and 2 hours before', () => {
    const slot = at('2026-12-02', '16:00');
    const plan = planReminders(slot, PLAIN, at('2026-11-30', '11:00'));
    expect(plan.preparation?.at).toEqual(at('2026-12-01', '19:00'));
    expect(plan.beforeSlot).toEqual(at('2026-12-02', '14:00'));
  });

  it('a long fast starts the reminder an hour before the fast, not at 7 PM', () => {
    const slot = at('2026-12-02', '07:00');
    const plan = planReminders(
      slot,
      { isFastingRequired: true, fastingHours: 12 },
      at('2026-11-30', '11:00'),
    );
    expect(plan.preparation?.at).toEqual(at('2026-12-01', '18:00'));
  });

  it('booked at 10:30 PM for 8 AM fasting: the reminder goes at once, in quiet hours', () => {
    const now = at('2026-12-01', '22:30');
    const plan = planReminders(at('2026-12-02', '08:00'), FASTING, now);
    expect(plan.preparation).toEqual({ at: now, exempt: true });
  });

  it('booked at 10:30 PM for a non-fasting 11 AM test: held until 8 AM', () => {
    const plan = planReminders(at('2026-12-02', '11:00'), PLAIN, at('2026-12-01', '22:30'));
    expect(plan.preparation?.at).toEqual(at('2026-12-02', '08:00'));
    expect(plan.beforeSlot).toEqual(at('2026-12-02', '09:00'));
  });

  it('quiet hours are 9 PM to 8 AM India time', () => {
    expect(inQuietHours(at('2026-12-01', '20:59'))).toBe(false);
    expect(inQuietHours(at('2026-12-01', '21:00'))).toBe(true);
    expect(inQuietHours(at('2026-12-02', '07:59'))).toBe(true);
    expect(inQuietHours(at('2026-12-02', '08:00'))).toBe(false);
    expect(outsideQuietHours(at('2026-12-01', '23:10'))).toEqual(at('2026-12-02', '08:00'));
    expect(outsideQuietHours(at('2026-12-02', '06:10'))).toEqual(at('2026-12-02', '08:00'));
    expect(outsideQuietHours(at('2026-12-02', '12:00'))).toEqual(at('2026-12-02', '12:00'));
  });
});
