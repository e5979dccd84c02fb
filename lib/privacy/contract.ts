// The privacy feature's wire contract: My data's choices, its deletion, the
// do-not-call link of a message, and the export's shape.
import { z } from 'zod';

/** The patient's standing choices on My data; each field optional, at least one given. */
export const privacyChoicesBody = z
  .strictObject({
    do_not_call: z.boolean({ error: 'must be true or false' }).optional(),
    marketing: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((b) => b.do_not_call !== undefined || b.marketing !== undefined, {
    message: 'give do_not_call or marketing',
  });
export type PrivacyChoicesBody = z.infer<typeof privacyChoicesBody>;

export const privacyChoices = z.object({ do_not_call: z.boolean(), marketing: z.boolean() });
export type PrivacyChoices = z.infer<typeof privacyChoices>;

/** Deleting is final: the body must say so. */
export const eraseBody = z.strictObject({
  confirm: z.literal(true, { error: 'must be true: deleting your data cannot be undone' }),
});

export const doNotCallLinkBody = z.strictObject({
  token: z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a link we sent'),
});

export interface ErasureCounts {
  bookings_cancelled: number;
  bookings_anonymised: number;
  /** The bookings' reports deleted, bytes and all. */
  reports: number;
  leads: number;
  consents: number;
  messages: number;
  codes: number;
  sessions: number;
}
