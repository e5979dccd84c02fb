// Every question, block and instruction the data names has its words in every language the
// storefront speaks: a new rule without its texts fails here, not on a patient's screen.
import { LOCALES } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';
import { BLOCK_IDS, INSTRUCTION_IDS, QUESTION_IDS, QUESTIONS } from './questions';

type Texts = Record<string, Record<string, string>>;

describe.each(LOCALES)('the safety texts in %s', (locale) => {
  const safety = messagesOf(locale).safety as unknown as Texts;

  it('ask every question, and name every choice', () => {
    for (const id of QUESTION_IDS) expect(safety.questions?.[id]).toBeTruthy();
    for (const kind of Object.values(QUESTIONS)) {
      if (kind.kind === 'choice') {
        for (const option of kind.options) expect(safety.choices?.[option]).toBeTruthy();
      }
    }
  });

  it('explain every block, and say every instruction in full and as an SMS line', () => {
    for (const id of BLOCK_IDS) expect(safety.blocks?.[id]).toBeTruthy();
    for (const id of INSTRUCTION_IDS) {
      expect(safety.instructions?.[id]).toBeTruthy();
      expect(safety.sms?.[id]).toBeTruthy();
    }
  });
});
