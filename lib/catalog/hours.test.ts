import { describeHours, formatTime, openingHoursSpecification } from './hours';

it('formats wall-clock times the Indian way, 12-hour with AM and PM', () => {
  expect(formatTime('07:30:00')).toBe('7:30 AM');
  expect(formatTime('00:00:00')).toBe('12:00 AM');
  expect(formatTime('12:00:00')).toBe('12:00 PM');
  expect(formatTime('21:00:00')).toBe('9:00 PM');
});

it('says which days a centre is closed', () => {
  expect(describeHours({ opensAt: '07:00:00', closesAt: '21:00:00', closedWeekdays: [] })).toBe(
    '7:00 AM – 9:00 PM, every day',
  );
  expect(describeHours({ opensAt: '08:00:00', closesAt: '20:00:00', closedWeekdays: [7, 1] })).toBe(
    '8:00 AM – 8:00 PM, closed on Monday and Sunday',
  );
});

it('gives schema.org opening hours for the open days', () => {
  expect(
    openingHoursSpecification({ opensAt: '06:30:00', closesAt: '22:00:00', closedWeekdays: [7] }),
  ).toEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [
      'https://schema.org/Monday',
      'https://schema.org/Tuesday',
      'https://schema.org/Wednesday',
      'https://schema.org/Thursday',
      'https://schema.org/Friday',
      'https://schema.org/Saturday',
    ],
    opens: '06:30',
    closes: '22:00',
  });
});
