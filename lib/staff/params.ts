import { z } from 'zod';
import { HttpError } from '@/lib/server-api/errors';

const staffId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** A staff account id from the path; anything else is an account that does not exist. */
export function staffIdParam(raw: string): string {
  const parsed = staffId.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(404, 'staff_not_found', 'That staff account was not found.');
  return parsed.data;
}

/** A numeric record id from the path (lead, organisation); anything else is not found. */
export function numericParam(raw: string, what: string, subCode: string): number {
  const parsed = positiveId.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, subCode, `${what} was not found.`);
  return parsed.data;
}
