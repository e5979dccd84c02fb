// The wire contract of /api/staff/leads/...: request bodies checked by the routes,
// answers read by the console. Browser-safe: no server module is imported here.
import { z } from 'zod';
import { LEAD_STATUSES, OPEN_STATUSES } from './states';

export const NOTE_MAX_CHARS = 1000;

// Tabs and line breaks are how people write notes; other control characters are not text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

const noteText = z
  .string({ error: 'must be text' })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(NOTE_MAX_CHARS, `must be at most ${NOTE_MAX_CHARS} characters`)
      .refine((s) => !CONTROL.test(s), 'must be plain text (no control characters)'),
  );

/** A note alongside an outcome: optional, and an empty box counts as none. */
const optionalNote = noteText.optional().transform((s) => (s ? s : undefined));

// `multiline`: the request check (lib/server-api/text.ts) lets these fields keep line breaks.
export const noteBody = z
  .object({
    body: noteText.pipe(z.string().min(1, 'must not be empty')),
  })
  .meta({ multiline: ['body'] });
export type NoteBody = z.infer<typeof noteBody>;

const bookingReference = z
  .string({ error: 'is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, 'must be a booking reference such as DX-7KQ2MP');

export const outcomeBody = z
  .discriminatedUnion(
    'outcome',
    [
      z.object({
        outcome: z.literal('booked'),
        booking_reference: bookingReference,
        note: optionalNote,
      }),
      z.object({
        outcome: z.literal('call_back'),
        at: z.iso.datetime({
          offset: true,
          error: 'must be a date and time such as 2026-11-21T15:30:00+05:30',
        }),
        note: optionalNote,
      }),
      z.object({ outcome: z.literal('not_reachable'), note: optionalNote }),
      z.object({ outcome: z.literal('not_interested'), note: optionalNote }),
      z.object({ outcome: z.literal('wrong_number'), note: optionalNote }),
    ],
    { error: 'must be one of booked, call_back, not_reachable, not_interested, wrong_number' },
  )
  .meta({ multiline: ['note'] });
export type OutcomeBody = z.infer<typeof outcomeBody>;

const leadSourceView = z.object({ text: z.string(), href: z.string().nullable() });

/** GET /api/staff/leads/<id>/: `refresh=1` when the lead's open page polls it. */
export const leadViewQuery = z.object({
  refresh: z.literal('1', { error: "must be '1' or left out" }).optional(),
});

/** A lead as the queue lists it: the number masked, whoever looks. */
export const queueLead = z.object({
  id: z.number().int(),
  status: z.enum(OPEN_STATUSES),
  masked_phone: z.string(),
  test: z.string().nullable(),
  city: z.string().nullable(),
  /** The storefront page the patient asked from, as shown, and a link only to this site's own path. */
  source: leadSourceView,
  /** Since when the patient waits: the request, or the call-back or retry time. */
  waiting_since: z.string(),
  wait_minutes: z.number().int(),
  /** The time the patient was promised a call by, and the whole minutes left (below 0: missed). */
  call_by: z.string(),
  minutes_left: z.number().int(),
  /** Seen to miss its promise with the agents on duty, before it did (at-risk.ts). */
  at_risk: z.boolean(),
  attempts: z.number().int(),
  request_count: z.number().int(),
});
export type QueueLead = z.infer<typeof queueLead>;

export const leadQueueResponse = z.object({
  as_of: z.string(),
  stats: z.object({
    /** Due and free to claim. */
    waiting: z.number().int(),
    oldest_wait_minutes: z.number().int().nullable(),
    /** Held by an agent right now. */
    in_progress: z.number().int(),
    /** Waiting past the time they were promised a call by. */
    missed: z.number().int(),
    /** Waiting, and seen to miss their promise with the agents on duty. */
    at_risk: z.number().int(),
    /** Open, but due later (a chosen call-back time or a spaced retry). */
    scheduled_later: z.number().int(),
  }),
  /** The waiting leads in the queue's order (queue.ts promiseOrder), at most QUEUE_LIMIT. */
  leads: z.array(queueLead),
  /** The leads the asking agent holds. */
  mine: z.array(queueLead),
});
export type LeadQueue = z.infer<typeof leadQueueResponse>;

export const leadActivityView = z.object({
  id: z.number().int(),
  /** 'note' or an outcome. */
  kind: z.string(),
  kind_label: z.string(),
  body: z.string(),
  staff_name: z.string(),
  at: z.string(),
  /** India time, "21 Nov 2026, 15:30". */
  at_label: z.string(),
});
export type LeadActivityView = z.infer<typeof leadActivityView>;

export const leadDetail = z.object({
  id: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  status_label: z.string(),
  open: z.boolean(),
  masked_phone: z.string(),
  test: z.string().nullable(),
  city: z.string().nullable(),
  source: leadSourceView,
  /** The campaign that brought the patient: "direct" when none. */
  campaign: z.object({ name: z.string(), source: z.string(), medium: z.string() }),
  created_at: z.string(),
  created_label: z.string(),
  waiting_since: z.string(),
  wait_minutes: z.number().int(),
  /** Set while the lead waits for a chosen call-back time or a retry. */
  due_at: z.string().nullable(),
  due_label: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  request_count: z.number().int(),
  /** Who holds the lead now; null when free (or the claim lapsed). */
  holder: z
    .object({
      name: z.string(),
      is_me: z.boolean(),
      claimed_at: z.string(),
      /** When the claim lapses unless the holder does something with the lead. */
      lapses_at: z.string(),
      lapses_label: z.string(),
    })
    .nullable(),
  /** Open, due and not held by anyone: the asking agent may claim it. */
  can_claim: z.boolean(),
  bookings: z.array(z.object({ reference: z.string() })),
  activity: z.array(leadActivityView),
  as_of: z.string(),
  /** India time now, as a datetime-local value: the earliest call-back time the form offers. */
  as_of_local: z.string(),
});
export type LeadDetail = z.infer<typeof leadDetail>;

export const leadDetailResponse = z.object({ lead: leadDetail });
export type LeadDetailResponse = z.infer<typeof leadDetailResponse>;

/** The full number, for the holder only. */
export const leadNumberResponse = z.object({
  phone: z.string(),
  /** "+91 98765 43210" */
  display: z.string(),
  /** "tel:+919876543210" */
  tel: z.string(),
  lead: leadDetail,
});
export type LeadNumberResponse = z.infer<typeof leadNumberResponse>;
