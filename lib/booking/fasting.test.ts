import { createTranslator } from 'next-intl';
import { messagesOf } from '@/lib/i18n/messages';
import { fastingSentence, fastingState } from './fasting';

const words = (locale: string) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'booking' });
  return (key: string, values?: Record<string, string | number>) =>
    (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
};
const slot = new Date('2026-11-28T04:00:00Z'); // 09:30 in India
const at = (iso: string) => new Date(iso);

describe('where a patient stands before the slot', () => {
  it('reads as before in English', () => {
    const en = words('en');
    expect(fastingSentence(fastingState(slot, null, at('2026-11-26T22:30:00Z')), en)).toBe(
      'Your slot is in 1 d 5 h.',
    );
    expect(fastingSentence(fastingState(slot, 10, at('2026-11-27T17:00:00Z')), en)).toBe(
      'Stop eating at 23:30: in 1 h 0 min.',
    );
    expect(fastingSentence(fastingState(slot, 10, at('2026-11-28T03:20:00Z')), en)).toBe(
      'You should be fasting now; your slot is in 40 min.',
    );
    expect(fastingSentence(fastingState(slot, null, at('2026-11-28T05:00:00Z')), en)).toBe(
      'Your slot time has passed.',
    );
  });

  it('reads in Hindi and Telugu', () => {
    expect(fastingSentence(fastingState(slot, null, at('2026-11-26T22:30:00Z')), words('hi'))).toBe(
      'आपका स्लॉट 1 दिन 5 घंटे बाद है।',
    );
    expect(fastingSentence(fastingState(slot, 10, at('2026-11-27T17:00:00Z')), words('te'))).toBe(
      '23:30కి తినడం ఆపండి: 1 గం 0 నిలో.',
    );
  });
});
