// The family API's bodies, the same for a client's JSON and a plain form's fields: a form sends
// every value as text (a ticked box as "on", an empty field as ""), so each field takes both.
import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import { DATE_SHAPE_MESSAGE, isCalendarDate } from '@/lib/locale/calendar-date';
import { indianMobileSchema } from '@/lib/locale/mobile';
import { GENDERS, RELATIONS } from './rules';

/** A ticked box: true/false from JSON, "on"/"true"/"1" or nothing from a form. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['on', 'true', '1', 'yes'].includes(v) : (v ?? false)),
  z.boolean({ error: 'must be true or false' }),
);

/** An optional text: a form's empty field is no value. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const name = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters');

/** A day the calendar has; whether it can be a birth date (not future, not over 120 years) is checked against today. */
const birthDate = z
  .string({ error: DATE_SHAPE_MESSAGE })
  .refine(isCalendarDate, { message: DATE_SHAPE_MESSAGE });

/** The language a form was shown in: where its answer goes back to. */
export const formLocale = z.string().refine(isLocale, 'must be a language of the site').optional();

export const memberBody = z.object({
  name,
  relation: z.enum(RELATIONS, { error: `must be one of ${RELATIONS.join(', ')}` }),
  birth_date: birthDate,
  gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }),
  phone: blankless(indianMobileSchema.optional()),
  /** The language the member reads their own messages in; the page's when not said. */
  language: blankless(z.string().refine(isLocale, 'must be a language of the site').optional()),
  /** The holder declares being the parent or lawful guardian (needed under 18). */
  guardian: flag,
  locale: formLocale,
});
export type MemberBody = z.infer<typeof memberBody>;

export const addressBody = z.object({
  city_id: z.coerce
    .number({ error: 'must be a city' })
    .int('must be a city')
    .positive('must be a city')
    .max(2_147_483_647, 'must be a city'),
  address: z
    .string({ error: 'is required' })
    .trim()
    .min(5, 'must be at least 5 characters')
    .max(300, 'must be at most 300 characters'),
  pincode: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'must be a 6-digit PIN code'),
  landmark: blankless(z.string().trim().max(120, 'must be at most 120 characters').optional()),
  is_default: flag,
  locale: formLocale,
});
export type AddressBody = z.infer<typeof addressBody>;

/** A form that only says where to go back to (remove, default, send a code). */
export const plainBody = z.object({ locale: formLocale });

export const verifyCodeBody = z.object({
  request_id: z.uuid({ error: 'must be the request id the code was sent with' }),
  code: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[0-9]{6}$/, 'must be the 6 digits of the code'),
  locale: formLocale,
});

export const messagesBody = z.object({
  messages_to_member: flag,
  locale: formLocale,
});

/** Which member of another family the claimant takes their details from. */
export const claimBody = z.object({
  member_id: z.coerce
    .number({ error: 'must be a member' })
    .int('must be a member')
    .positive('must be a member')
    .max(2_147_483_647, 'must be a member'),
  locale: formLocale,
});

/** The path's ids: digits only, within a database integer. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
