import { indianMobileSchema, normaliseIndianMobile } from './mobile';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-9876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 6000000000 ', '6000000000'],
  ])('accepts %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each([
    ['5876543210'], // mobiles start with 6-9
    ['987654321'], // 9 digits
    ['98765432101'], // 11 digits without a leading 0
    ['+1 9876543210'], // not India
    ['९८७६५४३२१०'], // Devanagari digits
    ['９８７６５４３２１０'], // full-width digits
    ['98765x43210'],
    [''],
    ['+'],
  ])('rejects %s', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });

  it('takes a number as some clients send it, and rejects other types', () => {
    expect(indianMobileSchema.parse(9876543210)).toBe('9876543210');
    expect(indianMobileSchema.safeParse(true).success).toBe(false);
    expect(indianMobileSchema.safeParse({ n: 1 }).success).toBe(false);
    expect(indianMobileSchema.safeParse('9'.repeat(40)).success).toBe(false);
  });
});
