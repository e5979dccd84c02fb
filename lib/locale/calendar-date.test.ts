import { calendarDate, dateProblem, isCalendarDate } from './calendar-date';

describe('a date field', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-01-01', '2099-12-31', '2026-12-31'])(
    'takes %s',
    (value) => {
      expect(calendarDate.safeParse(value)).toEqual({ success: true, data: value });
      expect(dateProblem(value)).toBeNull();
    },
  );

  it.each([
    ['2026-02-31', '2026-02-31 is not a date in the calendar'],
    ['2027-02-29', '2027-02-29 is not a date in the calendar'],
    ['2026-13-45', '2026-13-45 is not a date in the calendar'],
    ['0000-00-00', '0000-00-00 is not a date in the calendar'],
    ['9999-99-99', '9999-99-99 is not a date in the calendar'],
    ['9999-12-31', '9999-12-31 is not between 2000-01-01 and 2099-12-31'],
    ['1999-12-31', '1999-12-31 is not between 2000-01-01 and 2099-12-31'],
    ['2026-1-5', 'must be a date as YYYY-MM-DD'],
    ['26-01-05', 'must be a date as YYYY-MM-DD'],
    ['2026-01-05T00:00', 'must be a date as YYYY-MM-DD'],
    ['', 'must be a date as YYYY-MM-DD'],
  ])('refuses %s: %s', (value, message) => {
    const parsed = calendarDate.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([message]);
  });

  it('tells a calendar day from a well-shaped impossible one', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-31')).toBe(false);
    expect(isCalendarDate('2026-02-28 ')).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(calendarDate.safeParse(20260228).success).toBe(false);
  });
});
