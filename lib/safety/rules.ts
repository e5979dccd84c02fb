// What the check asks of one patient for one test, and what their answers do. Pure, so the
// booking screen shows the outcome as the patient answers and the server decides the same way.
import {
  CHILD_BEARING_AGE,
  IMAGING_CATEGORIES,
  QUESTIONS,
  QUESTION_IDS,
  QUESTION_SETS,
  SOURCES,
  type AnswerWord,
  type BlockId,
  type InstructionId,
  type QuestionId,
  type QuestionSet,
  type SourceId,
} from './questions';

/** What the check needs to know of the test. */
export interface TestFacts {
  categoryCode: string;
  urlSlug: string;
  fasting: boolean;
}

/** What the check needs to know of the person the test is for. */
export interface PatientFacts {
  gender: string;
  age: number;
}

export type Answer = AnswerWord | number;
export type Answers = Partial<Record<QuestionId, Answer>>;
/** The answers as a booking carries them: a detail where a question asks for one. */
export interface SafetyAnswers {
  answers: Answers;
  details?: Partial<Record<QuestionId, string>>;
}

export interface Sourced<T> {
  id: T;
  source: (typeof SOURCES)[SourceId];
}

/** An answer the centre needs to see (anything but a plain no), with its detail. */
export interface Flag {
  question: QuestionId;
  answer: Answer;
  detail: string | null;
}

export interface Assessment {
  /** The questions asked of this patient, in order. */
  asked: QuestionId[];
  /** Asked and not answered, or answered with a value the question does not take. */
  missing: QuestionId[];
  /** Why the test needs a doctor first: the booking does not go through online. */
  blocks: Sourced<BlockId>[];
  /** This patient's preparation, the test's own first. */
  instructions: Sourced<InstructionId>[];
  flags: Flag[];
  /** Only the answers to questions asked, to be kept with the booking. */
  kept: SafetyAnswers;
}

function applies(set: QuestionSet, test: TestFacts): boolean {
  const { categories, products, fastingLab } = set.applies;
  if (categories?.includes(test.categoryCode)) return true;
  if (products?.includes(test.urlSlug)) return true;
  const imaging = (IMAGING_CATEGORIES as readonly string[]).includes(test.categoryCode);
  return fastingLab === true && test.fasting && !imaging;
}

export function setsFor(test: TestFacts): QuestionSet[] {
  return QUESTION_SETS.filter((set) => applies(set, test));
}

/** Pregnancy is asked of a woman (or a patient who did not say) of child-bearing age. */
function asksPregnancy(patient: PatientFacts): boolean {
  return (
    patient.gender !== 'male' &&
    patient.age >= CHILD_BEARING_AGE.min &&
    patient.age <= CHILD_BEARING_AGE.max
  );
}

export function questionsFor(test: TestFacts, patient: PatientFacts): QuestionId[] {
  const ids = new Set(setsFor(test).flatMap((set) => set.questions));
  if (!asksPregnancy(patient)) ids.delete('pregnancy');
  return [...ids];
}

/** Does the test ask anything, or carry preparation of its own? */
export function hasCheck(test: TestFacts): boolean {
  return setsFor(test).length > 0;
}

function validAnswer(question: QuestionId, answer: Answer | undefined): boolean {
  const kind = QUESTIONS[question];
  if (answer === undefined) return false;
  switch (kind.kind) {
    case 'yesno':
      return answer === 'yes' || answer === 'no';
    case 'choice':
      return typeof answer === 'string' && (kind.options as readonly string[]).includes(answer);
    case 'number':
      return (
        typeof answer === 'number' &&
        Number.isFinite(answer) &&
        answer >= kind.min &&
        answer <= kind.max
      );
  }
}

function matches(rule: { is?: string; atLeast?: number }, answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (rule.is !== undefined) return answer === rule.is;
  return typeof answer === 'number' && rule.atLeast !== undefined && answer >= rule.atLeast;
}

function addOnce<T>(list: Sourced<T>[], id: T, source: SourceId) {
  if (!list.some((item) => item.id === id)) list.push({ id, source: SOURCES[source] });
}

export function assess(test: TestFacts, patient: PatientFacts, given: SafetyAnswers): Assessment {
  const sets = setsFor(test);
  const asked = questionsFor(test, patient);
  const kept: SafetyAnswers = { answers: {}, details: {} };
  const missing: QuestionId[] = [];
  for (const question of asked) {
    const answer = given.answers[question];
    if (!validAnswer(question, answer)) {
      missing.push(question);
      continue;
    }
    kept.answers[question] = answer;
    const detail = given.details?.[question]?.trim();
    if (QUESTIONS[question].kind === 'yesno' && answer === 'yes' && detail) {
      kept.details![question] = detail;
    }
  }
  const blocks: Sourced<BlockId>[] = [];
  const instructions: Sourced<InstructionId>[] = [];
  for (const set of sets) {
    for (const always of set.always ?? []) addOnce(instructions, always.instruction, always.source);
  }
  for (const set of sets) {
    for (const rule of set.rules) {
      if (!matches(rule, kept.answers[rule.question])) continue;
      if ('block' in rule) addOnce(blocks, rule.block, rule.source);
      else addOnce(instructions, rule.instruction, rule.source);
    }
  }
  const flags: Flag[] = asked
    .filter((q) => kept.answers[q] !== undefined && kept.answers[q] !== 'no')
    .map((question) => ({
      question,
      answer: kept.answers[question]!,
      detail: kept.details?.[question] ?? null,
    }));
  return { asked, missing, blocks, instructions, flags, kept };
}

/**
 * A patient with nothing to declare: every question the check can ask answered no (a choice's
 * first option, a weight of 70 kg). What simulated patients, tools and tests send for any test;
 * the server keeps only the answers its test asks.
 */
export const NOTHING_DECLARED: SafetyAnswers = {
  answers: Object.fromEntries(
    QUESTION_IDS.map((question) => {
      const kind = QUESTIONS[question];
      return [
        question,
        kind.kind === 'number' ? 70 : kind.kind === 'choice' ? kind.options[0]! : 'no',
      ];
    }),
  ),
};
