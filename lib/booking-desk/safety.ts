// A booking's safety answers as operations read them on its page: every question asked, in the
// words the patient read (English), with the answer and its detail, and the preparation the
// patient was given; operations call the patient back about them.
import { translatorFor } from '@/lib/i18n/translator';
import {
  assess,
  hasCheck,
  QUESTION_IDS,
  type Answer,
  type PatientFacts,
  type QuestionId,
  type SafetyAnswers,
  type TestFacts,
} from '@/lib/safety';

export interface SafetyAnswerLine {
  question: string;
  answer: string;
  detail: string | null;
  /** Anything but a plain no: what the centre is told about. */
  matters: boolean;
}

export interface SafetyAnswersView {
  /** Empty for a test with preparation of its own but no questions. */
  answers: SafetyAnswerLine[];
  /** The answers are kept but could not be opened (a key gone): ask the patient again. */
  unreadable: boolean;
  /** The preparation the patient was given for these answers, the test's own first. */
  instructions: string[];
}

const t = translatorFor('en', 'safety');

function answerText(question: QuestionId, answer: Answer): string {
  if (typeof answer === 'number') return question === 'weight' ? `${answer} kg` : String(answer);
  if (question === 'diabetes') return t(`choices.${answer}`);
  return answer === 'yes' ? t('yes') : t('no');
}

/** What operations read of a booking's check; null when its test has none. */
export function safetyAnswersView(
  test: TestFacts,
  patient: PatientFacts,
  stored: SafetyAnswers | null | 'unreadable',
): SafetyAnswersView | null {
  if (!hasCheck(test)) return null;
  const given = stored === null || stored === 'unreadable' ? { answers: {} } : stored;
  const assessed = assess(test, patient, given);
  // In the order the patient was asked; an answer to a question no longer asked still shows.
  const order = [...assessed.asked, ...QUESTION_IDS.filter((q) => !assessed.asked.includes(q))];
  const answers = order.flatMap((question): SafetyAnswerLine[] => {
    const answer = given.answers[question];
    if (answer === undefined) return [];
    return [
      {
        question: t(`questions.${question}`),
        answer: answerText(question, answer),
        detail: given.details?.[question] ?? null,
        matters: answer !== 'no',
      },
    ];
  });
  return {
    answers,
    unreadable: stored === 'unreadable',
    instructions: assessed.instructions.map((instruction) => t(`instructions.${instruction.id}`)),
  };
}
