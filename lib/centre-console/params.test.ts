import { dayParams } from './params';

describe("the centre's day's address", () => {
  it('takes a calendar day and a centre id', () => {
    expect(dayParams({ date: '2026-11-24', centre: '4' })).toEqual({
      wanted: { date: '2026-11-24', centreId: 4 },
      problem: null,
    });
  });

  it.each([
    ['2026-02-31', 'The day 2026-02-31 is not a date in the calendar; today is shown.'],
    ['0000-00-00', 'The day 0000-00-00 is not a date in the calendar; today is shown.'],
    ['9999-12-31', 'The day 9999-12-31 is not between 2000-01-01 and 2099-12-31; today is shown.'],
    ['24/11/2026', 'The day must be a date as YYYY-MM-DD; today is shown.'],
  ])('names a wrong day (%s) and shows today instead', (date, problem) => {
    expect(dayParams({ date })).toEqual({ wanted: {}, problem });
  });
});
