import { CONSENT_PURPOSES, CONSENT_WORDS, consentRows, consentWordsIn } from './client';

const now = new Date('2026-11-26T10:00:00Z');

describe('the consent lines in the patient’s language', () => {
  it('are stored in the words the patient read', () => {
    const [own, marketing] = consentRows({
      phone: '+919876543210',
      purpose: 'call_back',
      via: 'call_me',
      marketing: true,
      language: 'te',
      now,
    });
    expect(own!.wording).toBe(consentWordsIn('te').call_back);
    expect(own!.wording).toMatch(/90 రోజుల్లోపు/);
    expect(marketing!.wording).toBe(consentWordsIn('te').marketing);
  });

  it('are English where no language is given, as before', () => {
    const [own] = consentRows({
      phone: '+919876543210',
      purpose: 'booking_messages',
      via: 'booking',
      now,
    });
    expect(own!.wording).toBe(CONSENT_WORDS.booking_messages);
  });

  it('exist for every purpose in every language, each its own translation', () => {
    for (const locale of ['hi', 'te']) {
      for (const purpose of [...CONSENT_PURPOSES, 'notice'] as const) {
        expect(consentWordsIn(locale)[purpose]).not.toBe(consentWordsIn('en')[purpose]);
      }
    }
    expect(consentWordsIn('xx')).toEqual(consentWordsIn('en'));
  });
});
