import { cleanValue, touchFrom } from './attribution';
import { hasNumberRun, withoutNumbers } from './digits';

describe('a number in a campaign value', () => {
  it.each([
    '9876543210',
    '98765_43210',
    '98765 43210',
    '98765/43210',
    '98765+43210',
    '98765x43210',
    '98765__--__43210',
    '+91 98765 43210',
    '(98765) 43210',
    'call-me-on-98765.43210',
    'spring_98765_43210_ad',
    '９８７６５４３２１０',
    '९८७६५४३२१०',
    '98765\u00a043210',
    '12345678901234',
  ])('is found in %j', (value) => expect(hasNumberRun(value)).toBe(true));

  it.each([
    'diwali-2026-offer-1299',
    'summer2026_batch1234_ad567890',
    'hyd-mri-december',
    '123456789',
    'mri_2026_11_26',
    '',
  ])('is not seen in %j', (value) => expect(hasNumberRun(value)).toBe(false));

  it('removes the whole value where the campaign is read from an address', () => {
    expect(cleanValue('98765_43210')).toBe('(removed)');
    expect(cleanValue('Diwali-2026')).toBe('diwali-2026');
    const url = new URL(
      'https://www.diagnobook.test/hyderabad/?utm_source=whatsapp&utm_medium=98765_43210&utm_campaign=98765_43210&utm_content=a9876543210z&utm_term=x',
    );
    expect(touchFrom(url, new Date(0))).toMatchObject({
      source: 'whatsapp',
      medium: '(removed)',
      campaign: '(removed)',
      content: '(removed)',
      term: 'x',
    });
  });

  it('hides a value stored before the check as well', () => {
    expect(withoutNumbers('98765_43210')).toBe('(removed)');
    expect(withoutNumbers('hyd-mri')).toBe('hyd-mri');
  });
});
