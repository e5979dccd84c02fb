// A booking's preparation tailored to its patient: the pre-visit answers kept with it, read back
// for the booking page, its calendar file and its reminders. Only a caller already allowed to
// see the booking asks for it; the answers themselves go no further than this function.
import '@/lib/server-api/server-only';
import type { Db } from '@/lib/db/connect';
import {
  answersForPreparation,
  assess,
  hasCheck,
  testFacts,
  type InstructionId,
  type Sourced,
} from '@/lib/safety';
import type { BookingDetails } from './view';

export type Preparation = Sourced<InstructionId>[];

/** The instructions for this booking's patient, the test's own first; none for a plain test. */
export async function tailoredPreparation(
  db: Db,
  { row, product }: Pick<BookingDetails, 'row' | 'product'>,
): Promise<Preparation> {
  const test = testFacts(product);
  if (!hasCheck(test)) return [];
  // Erased bookings keep no answers: only the test's own preparation is left.
  const answers = await answersForPreparation(db, row.id);
  const patient = { gender: row.patientGender ?? 'other', age: row.patientAge ?? 0 };
  return assess(test, patient, answers).instructions;
}
