// The booking calls: request and answer schemas shared by the route handlers, the
// booking screen and the tests, as lib/product-page/contract.ts does for the product page's calls.
import { z } from 'zod';
import { SERVICES } from '@/lib/catalog/types';
import { BOOKING_STATUSES } from './lifecycle';
import { indianMobileSchema } from '@/lib/locale/mobile';
import { languageField } from '@/lib/i18n/request-language';
import { bodyId, id, randomId } from '@/lib/catalog/ids';
import { RELATIONS } from '@/lib/family/client';
import { safetyAnswersBody } from '@/lib/safety/client';

export const GENDERS = ['female', 'male', 'other'] as const;
/** A saved member's relations: the family's own list. */
export const MEMBER_RELATIONS = RELATIONS;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];
const indiaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    // Printable text only: no control characters or markup brackets.
    .regex(/^[^\u0000-\u001f\u007f<>]*$/u, 'has characters that are not allowed');

// --- GET /api/booking/centres/ -----------------------------------------------------------

export const bookingCentresQuery = z.object({
  product_random_id: randomId,
  city_id: id,
});

export const bookingCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  organisation_name: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  address: z.string(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  price: z.number().int(),
  list_price: z.number().int(),
  home_service: z.boolean(),
  home_collection_fee: z.number().int(),
  /** A home collection's arrival window, from the slot's start (minutes). */
  home_window_minutes: z.number().int(),
  /** Credited to the next booking if a home collection comes late (rupees; 0: none). */
  late_credit: z.number().int(),
  /** The report promised in so many hours from the test (the centre's own, else the test's). */
  report_hours: z.number().int(),
  opens_at: z.string(),
  closes_at: z.string(),
});

export const bookingCentresResponse = z.object({ centres: z.array(bookingCentre) });

// --- GET /api/booking/slots/ --------------------------------------------------------------

export const bookingSlotsQuery = z.object({
  product_random_id: randomId,
  centre_id: id,
  date: indiaDate,
});

export const slotView = z.object({
  start: z.string(),
  time: z.string(),
  remaining: z.number().int(),
  capacity: z.number().int(),
  night: z.boolean(),
  price: z.number().int(),
});

export const bookingSlotsResponse = z.object({
  date: z.string(),
  dates: z.array(z.string()),
  slots: z.array(slotView),
});

// --- POST /api/booking/ (Idempotency-Key header) ------------------------------------------

export const bookingCreateBody = z
  .object({
    product_random_id: randomId,
    centre_id: bodyId,
    service: z.enum(SERVICES, { error: 'must be walkin or home-service' }),
    slot_start: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
    patient: z.strictObject({
      name: text(2, 80),
      age: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(120),
      gender: z.enum(GENDERS, { error: 'must be female, male or other' }),
      phone: indianMobileSchema,
    }),
    address: z
      .strictObject({
        line: text(5, 200),
        pincode: z.string().regex(/^[1-9][0-9]{5}$/, 'must be a 6-digit PIN code'),
        landmark: text(0, 100).optional(),
      })
      .optional(),
    /**
     * The logged-in account's family member the test is for: the patient's name, gender and age
     * are then the member's (the typed ones are not used). Absent: the holder or someone new.
     */
    member_id: bodyId.optional(),
    /** Someone new, kept in My family when the patient ticks it: the member's other details. */
    save_member: z
      .strictObject({
        relation: z.enum(MEMBER_RELATIONS, {
          error: `must be one of ${MEMBER_RELATIONS.join(', ')}`,
        }),
        birth_date: indiaDate,
        /** The holder declares being the child's parent or lawful guardian (under 18). */
        guardian: z.boolean({ error: 'must be true or false' }).optional(),
      })
      .optional(),
    /**
     * The pre-visit check's answers (lib/safety): required when the test asks questions of
     * this patient; an answer that needs a doctor first refuses the booking.
     */
    safety: safetyAnswersBody.optional(),
    /** The form's separate, unticked marketing box. */
    marketing_consent: z.boolean({ error: 'must be true or false' }).optional(),
    /**
     * The page's language: the booking's messages and calendar file speak it, and the account
     * takes it. When absent, the language cookie's, else English.
     */
    language: languageField,
  })
  .strict()
  .refine((b) => b.service !== 'home-service' || b.address !== undefined, {
    message: 'is required for home service',
    path: ['address'],
  })
  .refine((b) => b.member_id === undefined || b.save_member === undefined, {
    message: 'cannot be sent with member_id (a saved member is saved already)',
    path: ['save_member'],
  });

export type BookingCreateBody = z.infer<typeof bookingCreateBody>;

export const bookingView = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service: z.enum(SERVICES),
  slot_start: z.string(),
  product: z.object({ name: z.string(), random_id: z.string() }),
  centre: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    area_name: z.string(),
  }),
  patient_name: z.string(),
  /** A family member's booking: who it is for, and the holder's number masked; else null. */
  for_member: z
    .object({
      member_id: z.number().int(),
      name: z.string(),
      relation: z.enum(MEMBER_RELATIONS),
      age: z.number().int().nullable(),
      booked_by_masked: z.string().nullable(),
    })
    .nullable(),
  price: z.number().int(),
  night_adjustment: z.number().int(),
  home_collection_fee: z.number().int(),
  total: z.number().int(),
  page_url: z.string(),
});

export type BookingView = z.infer<typeof bookingView>;
export type BookingCentreView = z.infer<typeof bookingCentre>;
export type SlotView = z.infer<typeof slotView>;

// --- GET /api/booking/members/ -------------------------------------------------------------

/** A member's saved address for home collection, offered when the booking is in its city. */
export const savedAddress = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  address: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** A saved member as the booking screen offers it ("Who is this test for?"). */
export const bookingMember = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(MEMBER_RELATIONS),
  birth_date: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  child: z.boolean(),
  /** Default first. */
  addresses: z.array(savedAddress),
});
export const bookingMembersResponse = z.object({ members: z.array(bookingMember) });
export type BookingMember = z.infer<typeof bookingMember>;
export type BookingMembersResponse = z.infer<typeof bookingMembersResponse>;

// --- GET /api/auth/me/bookings/ -------------------------------------------------------------

/** A logged-in patient's own bookings (the route is the account's; the list is booking's). */
export const myBookingsResponse = z.object({ bookings: z.array(bookingView) });
export type MyBookingsResponse = z.infer<typeof myBookingsResponse>;

// --- /api/booking/<reference>/... ----------------------------------------------------------

export const bookingAccessBody = z.strictObject({
  phone: indianMobileSchema,
  /** The page's language: the code's SMS speaks it. */
  language: languageField,
});

/** The same whether or not the number is the booking's: a code goes only if it is. */
export const bookingAccessResponse = z.object({ request_id: z.uuid(), expires_at: z.string() });
export type BookingAccessResponse = z.infer<typeof bookingAccessResponse>;
export const bookingRescheduleBody = z.strictObject({
  slot_start: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
});

// --- GET /api/staff/leads/<id>/family/ ----------------------------------------------------

/**
 * A member of the caller's account as the agent's booking screen offers it: no date of birth,
 * and the member's own number only masked, and only when it was verified.
 */
export const callerMember = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(MEMBER_RELATIONS),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  child: z.boolean(),
  phone_verified: z.boolean(),
  phone_masked: z.string().nullable(),
  addresses: z.array(savedAddress),
});
export const callerFamilyResponse = z.object({ members: z.array(callerMember) });
export type CallerMember = z.infer<typeof callerMember>;
export type CallerFamilyResponse = z.infer<typeof callerFamilyResponse>;
/** What "Who is this test for?" needs of a member, on the patient's screen or the agent's. */
export type MemberChoice = Pick<
  BookingMember,
  'id' | 'name' | 'relation' | 'age' | 'gender' | 'child'
> & { phone_masked?: string | null; addresses: SavedAddress[] };
