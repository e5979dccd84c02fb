// What the centre reads of a booking's safety answers on its day: only the answers that change
// what it does at the door (anything but a plain no), in a staff word for each question. Staff
// screens are English only, so the words live here rather than in the patients' messages.
import {
  assess,
  type Answer,
  type PatientFacts,
  type QuestionId,
  type SafetyAnswers,
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

/**
 * The answers that matter to the centre, each as 'Label: answer (detail)'; empty when every
 * answer was no, null when the booking has none (its test asks nothing, or they were erased).
 */
export function safetyLine(
  test: TestFacts,
  patient: PatientFacts,
  answers: SafetyAnswers | undefined,
): string[] | null {
  if (answers === undefined || Object.keys(answers.answers).length === 0) return null;
  return assess(test, patient, answers).flags.map(
    ({ question, answer, detail }) =>
      `${LABELS[question]}: ${answerWord(question, answer)}${detail ? ` (${detail})` : ''}`,
  );
}
