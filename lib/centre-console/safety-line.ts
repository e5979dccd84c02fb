// What the centre reads of a booking's safety answers on its day: only the answers that change
// what it does at the door (anything but a plain no), in a staff word for each question. Staff
// screens are English only, so the words live here rather than in the patients' messages.
import type { Db } from '@/lib/db/connect';
import {
  storedAnswersOfMany,
  type Opened,
  assess,
  type Answer,
  type PatientFacts,
  type QuestionId,
  type TestFacts,
} from '@/lib/safety';

const LABELS: Record<QuestionId, string> = {
  pacemaker: 'Pacemaker or ICD',
  cochlear: 'Cochlear implant',
  metal: 'Metal in eye or body',
  clips: 'Aneurysm clips',
  implants: 'Other implant',
  pregnancy: 'Pregnant or may be',
  claustrophobia: 'Claustrophobia',
  weight: 'Weight',
  kidney: 'Kidney disease or dialysis',
  metformin: 'Takes metformin',
  contrastAllergy: 'Contrast allergy or earlier reaction',
  asthma: 'Asthma',
  diabetes: 'Diabetes',
  thinners: 'Blood thinner',
  medicines: 'Daily medicines',
};

function answerWord(question: QuestionId, answer: Answer): string {
  if (typeof answer === 'number') return question === 'weight' ? `${answer} kg` : String(answer);
  if (answer === 'tablets' || answer === 'insulin') return `on ${answer}`;
  return answer;
}

export const UNREADABLE = 'Answers kept but could not be opened: ask them at the door';

type Kept = Opened;

/**
 * The day's answers by booking id. One that cannot be opened (a key removed too early) is
 * marked (lib/safety logs it with its booking's id only) and costs its own line, not the day.
 */
export const dayAnswers = (db: Db, bookingIds: string[]): Promise<Map<string, Kept>> =>
  storedAnswersOfMany(db, bookingIds);

/**
 * The answers that matter to the centre, each as 'Label: answer (detail)'; empty when every
 * answer was no, null when the booking has none (its test asks nothing, or they were erased).
 */
export function safetyLine(
  test: TestFacts,
  patient: PatientFacts,
  answers: Kept | undefined,
): string[] | null {
  if (answers === 'unreadable') return [UNREADABLE];
  if (answers === undefined || Object.keys(answers.answers).length === 0) return null;
  return assess(test, patient, answers).flags.map(
    ({ question, answer, detail }) =>
      `${LABELS[question]}: ${answerWord(question, answer)}${detail ? ` (${detail})` : ''}`,
  );
}
