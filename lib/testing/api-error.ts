import { z } from 'zod';
import { HttpError } from '@/lib/server-api/errors';

/** The shared error shape of docs/product.md, Errors, as a schema tests check answers against. */
export const apiError = z.strictObject({
  reason: z.string().min(1),
  error_code: z.number().int(),
  sub_code: z.string().min(1),
  extra_data: z.record(z.string(), z.unknown()),
});

/** How a call that must be refused was: its status and sub-code (it throws if it succeeded). */
export async function refusalOf(
  promise: Promise<unknown>,
): Promise<{ status: number; subCode: string; reason: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${error}`);
  return { status: error.status, subCode: error.subCode, reason: error.message };
}
