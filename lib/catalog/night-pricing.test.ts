import { isNightTime, nightPriceFor, NIGHT_PRICE } from './night-pricing';

describe('night pricing (docs/product.md, Constants)', () => {
  it('is on from 8PM India time to midnight', () => {
    expect(isNightTime(new Date('2026-11-21T13:30:00Z'))).toBe(false); // 19:00
    expect(isNightTime(new Date('2026-11-21T14:29:59Z'))).toBe(false); // 19:59:59
    expect(isNightTime(new Date('2026-11-21T14:30:00Z'))).toBe(true); // 20:00
    expect(isNightTime(new Date('2026-11-21T15:30:00Z'))).toBe(true); // 21:00
    expect(isNightTime(new Date('2026-11-21T18:30:00Z'))).toBe(false); // 00:00 next day
  });

  it('prices MRI at 2750 and CT at 1000, and nothing else', () => {
    expect(NIGHT_PRICE).toEqual({ mri: 2750, other: 1000 });
    expect(nightPriceFor('mri', true)).toBe(2750);
    expect(nightPriceFor('MRI', true)).toBe(2750);
    expect(nightPriceFor('ct', true)).toBe(1000);
    expect(nightPriceFor('ultrasound', true)).toBeNull();
    expect(nightPriceFor('mri', false)).toBeNull();
  });
});
