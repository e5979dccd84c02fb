// The server's check of a booking's answers: a request for a test that asks questions books
// only with every one answered, and never with an answer that needs a doctor first. Either
// refusal is a 422 and nothing is written (lib/booking/create.ts checks before it writes).
import { HttpError } from '@/lib/server-api/errors';
import type { SafetyAnswersBody } from './contract';
import { assess, type Assessment, type PatientFacts, type TestFacts } from './rules';

export function checkSafety(
  test: TestFacts,
  patient: PatientFacts,
  given: SafetyAnswersBody | undefined,
): Assessment {
  const assessment = assess(test, patient, given ?? { answers: {} });
  if (assessment.missing.length > 0) {
    throw new HttpError(
      422,
      'safety_answers_missing',
      'Please answer the questions before the test: the centre asks them at the door.',
      { questions: assessment.missing },
    );
  }
  if (assessment.blocks.length > 0) {
    throw new HttpError(
      422,
      'safety_needs_doctor',
      'This test needs a doctor to check your answers first, so it cannot be booked online. Ask us to call you.',
      { reasons: assessment.blocks.map((block) => block.id) },
    );
  }
  return assessment;
}

/** A product as the check reads it. */
export function testFacts(product: {
  category: { code: string };
  urlSlug: string;
  isFastingRequired: boolean;
}): TestFacts {
  return {
    categoryCode: product.category.code,
    urlSlug: product.urlSlug,
    fasting: product.isFastingRequired,
  };
}
