// The wire contract of POST /api/aggregator/call_me/ (docs/product.md, Calls).
import { z } from 'zod';
import { required } from '@/lib/catalog/ids';
import { indianMobileSchema } from '@/lib/locale/mobile';
import { languageField } from '@/lib/i18n/request-language';

export const callMeBody = z.object({
  call_me_number: indianMobileSchema,
  /** The page the visitor asked from (an absolute http(s) URL or a path). */
  source: z
    .string({ error: required('a page address') })
    .trim()
    .min(1, 'is required')
    .max(2048, 'is too long')
    .refine((s) => /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(s), 'must be a page address'),
  /** The form's separate marketing box; unticked unless sent true. */
  marketing_consent: z.boolean({ error: 'must be true or false' }).optional(),
  /** The page's language: the acknowledgement SMS speaks it (else the cookie's, else English). */
  language: languageField,
});

export const callMeResponse = z.object({
  success: z.literal(true),
  /** True when the number asked not to be called: no call is queued, and the page says so. */
  do_not_call: z.boolean(),
  /** When we promise to call (ISO 8601); null for a number that asked not to be called. */
  call_by: z.string().datetime({ offset: true }).nullable(),
});

export type CallMeResult = z.infer<typeof callMeResponse>;
