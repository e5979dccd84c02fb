import { z } from 'zod';
import { normaliseIndianMobile } from './mobile-normalise';

export { normaliseIndianMobile };

export const PHONE_MESSAGE = 'Enter a valid 10-digit mobile number';

/** A mobile number field (string, or a number as some clients send it), normalised to 10 digits. */
export const indianMobileSchema = z
  .union([z.string().max(32, PHONE_MESSAGE), z.number().int().nonnegative().max(999_999_999_999)], {
    error: (issue) => (issue.input === undefined ? 'is required' : PHONE_MESSAGE),
  })
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(String(value));
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
