import { ageOn, birthDateProblem, isChild, messagesToMemberByDefault } from './rules';

// India is UTC+5:30: 20:00 UTC on 27 Nov is already 28 Nov in India.
const at = (iso: string) => new Date(iso);

describe('a member’s age, on India’s calendar', () => {
  it('counts the birthday from India’s midnight, not the server’s', () => {
    expect(ageOn('1958-11-28', at('2026-11-27T18:29:00Z'))).toBe(67);
    expect(ageOn('1958-11-28', at('2026-11-27T18:30:00Z'))).toBe(68);
  });

  it('takes 1 March as the birthday of someone born on 29 February in other years', () => {
    expect(ageOn('2008-02-29', at('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', at('2026-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-02-29', at('2028-02-29T00:00:00Z'))).toBe(20);
  });

  it('is a child until the 18th birthday in India', () => {
    expect(isChild('2008-11-28', at('2026-11-27T18:29:00Z'))).toBe(true);
    expect(isChild('2008-11-28', at('2026-11-27T18:30:00Z'))).toBe(false);
  });

  it('refuses a birth date in the future or more than 120 years ago', () => {
    const now = at('2026-11-27T10:00:00Z');
    expect(birthDateProblem('2026-11-28', now)).toBe('is in the future');
    expect(birthDateProblem('2026-11-27', now)).toBeNull();
    expect(birthDateProblem('1906-11-27', now)).toBeNull();
    expect(birthDateProblem('1906-11-26', now)).toBe('is more than 120 years ago');
  });

  it('sends an elder’s messages to their own number by default, and not a 60-year-old’s', () => {
    const now = at('2026-11-27T10:00:00Z');
    expect(messagesToMemberByDefault('1965-11-27', now)).toBe(true);
    expect(messagesToMemberByDefault('1966-11-27', now)).toBe(false);
  });
});
