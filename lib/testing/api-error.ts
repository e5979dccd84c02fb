import { z } from 'zod';

/** The shared error shape of SPEC.md point 8, as a schema tests check answers against. */
export const apiError = z.strictObject({
  reason: z.string().min(1),
  error_code: z.number().int(),
  sub_code: z.string().min(1),
  extra_data: z.record(z.string(), z.unknown()),
});
