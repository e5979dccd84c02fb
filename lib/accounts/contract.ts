// The account calls: request and answer schemas shared by the route handlers, the
// login and booking screens and the tests, as lib/product-page/contract.ts does for the product
// page's calls.
import { z } from 'zod';
import { indianMobileSchema } from '@/lib/locale/mobile';
import { languageField } from '@/lib/i18n/request-language';

// --- POST /api/auth/otp/ -------------------------------------------------------------------

export const otpSendBody = z.strictObject({
  phone: indianMobileSchema,
  /** The page's language: the SMS speaks it (else the language cookie's, else English). */
  language: languageField,
});

export const otpSendResponse = z.object({
  /** Verifying names it; any live code of the number works with it. */
  request_id: z.uuid(),
  expires_at: z.string(),
  /** False when no new SMS went: one was sent moments ago, and its code works here. */
  code_sent: z.boolean(),
});

// --- POST /api/auth/otp/verify/ ------------------------------------------------------------

export const otpVerifyBody = z.strictObject({
  request_id: z.uuid({ error: 'must be the request_id the code was sent with' }),
  code: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[0-9]{6}$/, 'must be the 6 digits of the code'),
});

/** Also the answer of GET /api/auth/me/: the same two fields product_basic_info carries. */
export const sessionResponse = z.object({
  is_logged_in: z.literal(true),
  customer_phone: z.string(),
});

export type OtpSendResponse = z.infer<typeof otpSendResponse>;
export type SessionResponse = z.infer<typeof sessionResponse>;
