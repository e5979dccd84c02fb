// The answers on the wire: a booking request's `safety` field, checked for shape here and for
// what the test asks by lib/safety/rules.ts.
import { z } from 'zod';
import { ANSWER_WORDS, QUESTION_IDS } from './questions';

const questionId = z.enum(QUESTION_IDS, { error: 'is not a question the check asks' });

export const safetyAnswersBody = z.strictObject({
  answers: z.partialRecord(
    questionId,
    z.union([z.enum(ANSWER_WORDS), z.number().int().min(0).max(500)], {
      error: 'must be yes, no, tablets, insulin or a whole number',
    }),
  ),
  details: z
    .partialRecord(
      questionId,
      z
        .string()
        .trim()
        .max(200, 'must be at most 200 characters')
        .regex(/^[^\u0000-\u001f\u007f<>]*$/u, 'has characters that are not allowed'),
    )
    .optional(),
});
export type SafetyAnswersBody = z.infer<typeof safetyAnswersBody>;
