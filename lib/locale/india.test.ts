import { dayLabel, formatRupees, groupIndian, hourInIndia, indiaDateLabel } from './india';

describe('groupIndian and formatRupees', () => {
  it('group the last three digits, then twos, as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const values = [0, 5, 99, 999, 1000, 2750, 99_999, 1_00_000, 12_34_567, 1_23_45_678, 10 ** 10];
    for (const v of [...values, ...values.map((n) => -n), 2.5, 1999.5, 0.4, -0.4]) {
      // Intl writes "-₹0" for a negative amount under half a rupee; nothing costs minus zero
      expect(formatRupees(v)).toBe(intl.format(v) === '-₹0' ? '₹0' : intl.format(v));
    }
    expect(groupIndian(1234567)).toBe('12,34,567');
    expect(groupIndian(-1000)).toBe('-1,000');
    expect(formatRupees(-500)).toBe('-₹500');
  });
});

describe('India time by arithmetic', () => {
  it('reads the hour at UTC+5:30, whatever the zone of the device', () => {
    expect(hourInIndia(new Date('2026-11-21T14:29:59Z'))).toBe(19);
    expect(hourInIndia(new Date('2026-11-21T14:30:00Z'))).toBe(20);
    expect(hourInIndia(new Date('2026-11-21T18:30:00Z'))).toBe(0);
    expect(hourInIndia(new Date('1969-12-31T20:00:00Z'))).toBe(1);
  });

  it('names the India date of an instant, and a day of the booking calendar', () => {
    // 20:00 UTC on 5 September is already 6 September in India
    expect(indiaDateLabel(new Date('2026-09-05T20:00:00Z'))).toBe('6 Sep 2026');
    expect(indiaDateLabel(new Date('2026-12-31T18:29:59Z'))).toBe('31 Dec 2026');
    expect(indiaDateLabel(new Date('2026-12-31T18:30:00Z'))).toBe('1 Jan 2027');
    expect(dayLabel('2026-11-24')).toBe('Tue, 24 Nov');
    expect(dayLabel('2027-02-28')).toBe('Sun, 28 Feb');
  });
});
