/** @jest-environment node */
// Every template in every language, rendered at its longest, costs the SMS parts its budget
// states (segment-budget.ts, shown in docs/sms-segments.md): a longer template fails here first.
import { LOCALES } from '@/lib/i18n/locales';
import { smsSegments } from '@/lib/sms/segments';
import { longestTexts, TEMPLATES } from './testing';
import { SEGMENT_BUDGET } from './segment-budget';

describe.each(TEMPLATES)('%s', (template) => {
  it.each(LOCALES)('in %s, at its longest, costs the parts its budget states', async (language) => {
    const texts = await longestTexts(template, language);
    expect(texts.length).toBeGreaterThan(0);
    const worst = Math.max(...texts.map((text) => smsSegments(text).segments));
    expect(worst).toBe(SEGMENT_BUDGET[template][language]);
    for (const text of texts) {
      // The reference and the stop link are always there, whole.
      expect(text).toContain('DiagnoBook');
      expect(text).toMatch(
        /https:\/\/www\.diagnobook\.in\/(\w+\/)?(reminders\/stop|do-not-call)\/[\w-]{51}\/$/m,
      );
      if (template !== 'login_code' && template !== 'call_me_ack')
        expect(text).toContain('DX-WWWWWW');
      // Non-English texts speak their language; Latin digits only.
      if (language !== 'en') expect(smsSegments(text).encoding).toBe('UCS-2');
      expect(text).not.toMatch(/[\u0966-\u096F\u0C66-\u0C6F]/);
    }
  });
});
