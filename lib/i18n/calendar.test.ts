import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  dayLabel,
  indiaDate,
  indiaDateLabel,
  indiaDateTimeLabel,
  indiaInstant,
} from '@/lib/locale/india';
import {
  calendarNames,
  dateLabel,
  dateOfDayLabel,
  dateTimeLabel,
  dayLabelIn,
  ENGLISH_CALENDAR,
  slotLabel,
  type CalendarNames,
} from './calendar';

function namesOf(locale: string): CalendarNames {
  const file = path.join(process.cwd(), 'lib/i18n/messages', locale, 'calendar.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { months: unknown; weekdays: unknown };
  return calendarNames(raw.months, raw.weekdays);
}

// Late evening UTC is already the next day in India: the day and month must follow India.
const INSTANTS = [
  '2026-01-01T00:00:00Z',
  '2026-02-28T18:29:59Z',
  '2026-02-28T18:30:00Z',
  '2026-09-06T04:05:00Z',
  '2026-11-21T10:00:00Z',
  '2026-12-31T20:15:00Z',
].map((iso) => new Date(iso));

describe('calendar labels', () => {
  it('English from its messages prints exactly what lib/locale/india.ts prints', () => {
    const en = namesOf('en');
    expect(en).toEqual(ENGLISH_CALENDAR);
    for (const at of INSTANTS) {
      expect(dateLabel(at, en)).toBe(indiaDateLabel(at));
      expect(dateTimeLabel(at, en)).toBe(indiaDateTimeLabel(at));
      expect(dayLabelIn(indiaDate(at), en)).toBe(dayLabel(indiaDate(at)));
    }
    expect(dateOfDayLabel('2026-11-23', en)).toBe(indiaDateLabel(indiaInstant('2026-11-23', 0)));
    expect(dateOfDayLabel('2026-11-23', en)).toBe('23 Nov 2026');
  });

  it('Hindi names the month and weekday in Hindi, in India time, with Latin digits', () => {
    const hi = namesOf('hi');
    expect(dateLabel(new Date('2026-09-06T04:05:00Z'), hi)).toBe('6 सितंबर 2026');
    // 23:45 UTC on 28 Feb is 05:15 on 1 March in India.
    expect(dateTimeLabel(new Date('2026-02-28T23:45:00Z'), hi)).toBe('1 मार्च 2026, 05:15');
    expect(dayLabelIn('2026-11-24', hi)).toBe('मंगल, 24 नवंबर');
    expect(slotLabel(new Date('2026-11-24T10:00:00Z'), hi)).toBe('मंगल, 24 नवंबर 2026, 15:30');
  });

  it('Telugu names the month and weekday in Telugu', () => {
    const te = namesOf('te');
    expect(dateOfDayLabel('2026-11-23', te)).toBe('23 నవంబర్ 2026');
    expect(dayLabelIn('2026-11-22', te)).toBe('ఆది, 22 నవంబర్');
    expect(slotLabel(new Date('2026-01-01T03:30:00Z'), te)).toBe('గురు, 1 జనవరి 2026, 09:00');
  });

  it('every language has 12 months and 7 weekdays, and a short list is refused', () => {
    for (const locale of ['en', 'hi', 'te']) {
      const names = namesOf(locale);
      expect(new Set(names.months).size).toBe(12);
      expect(new Set(names.weekdays).size).toBe(7);
    }
    expect(() => calendarNames(['Jan'], ENGLISH_CALENDAR.weekdays)).toThrow(/12 names/);
    expect(() =>
      calendarNames(
        ENGLISH_CALENDAR.months,
        [...'1234567'].map(() => ''),
      ),
    ).toThrow(/7 names/);
  });
});
