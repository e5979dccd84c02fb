import { discountPercent, displayedListPrice } from './pricing';
import { formatRupees } from '@/lib/locale/india';

describe('displayedListPrice (min price x 1.5, nearest 10)', () => {
  it.each([
    [1000, 1500],
    [999, 1500], // 1498.5 -> 1500
    [1002, 1500], // 1503 -> 1500
    [1004, 1510], // 1506 -> 1510
    [130, 200], // 195 is a half: rounds up
    [123, 180], // 184.5 -> 180
    [0, 0],
  ])('%i -> %i', (min, list) => {
    expect(displayedListPrice(min)).toBe(list);
  });
});

describe('discountPercent', () => {
  it('rounds to a whole percent', () => {
    expect(discountPercent(700, 1000)).toBe(30);
    expect(discountPercent(2, 3)).toBe(33);
  });
  it('is 0 when there is no discount or no list price', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
    expect(discountPercent(10, 0)).toBe(0);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(2750)).toBe('₹2,750');
  });
});
