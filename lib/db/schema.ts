// One PostgreSQL schema for PGlite and PostgreSQL alike. Money is integer rupees;
// times are timestamptz (shown in Asia/Kolkata); the wire format is produced in lib/<domain>.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  bigint,
} from 'drizzle-orm/pg-core';

/** Bytes (a report's PDF): a Buffer on both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    urlSlug: text('url_slug').notNull(),
    pincode: char('pincode', { length: 6 }).notNull(),
  },
  (t) => [uniqueIndex('areas_city_slug_uq').on(t.cityId, t.urlSlug)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export interface Faq {
  question: string;
  answer: string;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    randomId: char('random_id', { length: 6 }).notNull().unique(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    urlSlug: text('url_slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    aliases: text('aliases').array().notNull(),
    isFastingRequired: boolean('is_fasting_required').notNull(),
    fastingHours: smallint('fasting_hours'),
    preparationHtml: text('preparation_html'),
    howItIsDoneHtml: text('how_it_is_done_html'),
    faqs: jsonb('faqs').$type<Faq[]>().notNull(),
    homeServiceAllowed: boolean('home_service_allowed').notNull(),
    showNightPricing: boolean('show_night_pricing').notNull(),
    reportHours: smallint('report_hours').notNull(),
    popularity: integer('popularity').notNull(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

/**
 * One row per name a patient may search a product by (its name, display name and aliases),
 * kept in step with `products` by a trigger (migration 0002). Separate rows rather than one
 * concatenated string, so a trigram similarity compares the query with one name at a time
 * ("mri brian" against "MRI Brain", not against every alias of it at once).
 */
export const productSearchTerms = pgTable(
  'product_search_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    // pg_trgm's GIN operator class: serves `%` (similarity) and `<%` (word similarity).
    index('product_search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  /** 'imaging' | 'pathology' | 'multi': which products its centres carry. */
  kind: text('kind').notNull(),
});

export const centres = pgTable(
  'centres',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
    /** ISO weekdays (1 = Monday ... 7 = Sunday) the centre is closed. */
    closedWeekdays: smallint('closed_weekdays').array().notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    slotCapacity: smallint('slot_capacity').notNull(),
    homeService: boolean('home_service').notNull(),
    homeCollectionFee: integer('home_collection_fee').notNull(),
    // Denormalised from reviews so that partner rows need no aggregate over reviews.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Minutes of opening hours the centre has to accept or decline a new booking. */
    ackMinutes: smallint('ack_minutes').notNull().default(30),
    /** Rupees credited to the patient's next booking when a home collection comes late. */
    lateCredit: integer('late_credit').notNull().default(100),
    /** Length of a home collection's arrival window, from the slot's start. */
    homeWindowMinutes: smallint('home_window_minutes').notNull().default(60),
  },
  (t) => [
    index('centres_city_idx').on(t.cityId, t.organisationId),
    index('centres_area_idx').on(t.areaId),
    check('centres_capacity_ck', sql`${t.slotCapacity} > 0 and ${t.slotMinutes} > 0`),
    check(
      'centres_lifecycle_ck',
      sql`${t.ackMinutes} between 5 and 1440 and ${t.lateCredit} between 0 and 5000 and ${t.homeWindowMinutes} between 30 and 240`,
    ),
  ],
);

export const centreClosedDates = pgTable(
  'centre_closed_dates',
  {
    centreId: integer('centre_id')
      .notNull()
      .references(() => centres.id),
    closedOn: date('closed_on').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.closedOn] })],
);

export const centrePrices = pgTable(
  'centre_prices',
  {
    centreId: integer('centre_id')
      .notNull()
      .references(() => centres.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    // Denormalised from centres so that "this product in this city" is one index range.
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    price: integer('price').notNull(),
    listPrice: integer('list_price').notNull(),
    homeServiceAvailable: boolean('home_service_available').notNull(),
    /** The centre's own report turnaround for this product (hours); null: the product's. */
    reportHours: smallint('report_hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.productId] }),
    check(
      'centre_prices_report_hours_ck',
      sql`${t.reportHours} is null or ${t.reportHours} between 1 and 720`,
    ),
    index('centre_prices_product_city_idx').on(t.productId, t.cityId, t.price),
    index('centre_prices_city_idx').on(t.cityId, t.productId),
    // The sitemap's files, read by (city, product) ranges with each page's newest price, from
    // the index alone (lib/seo/sitemap.ts).
    index('centre_prices_sitemap_idx').on(t.cityId, t.productId, t.updatedAt),
    check('centre_prices_price_ck', sql`${t.price} > 0 and ${t.listPrice} > ${t.price}`),
  ],
);

/** Places taken per centre and slot start; the check makes overbooking impossible. */
export const slotUsage = pgTable(
  'slot_usage',
  {
    centreId: integer('centre_id')
      .notNull()
      .references(() => centres.id),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
    /** Blocked by the centre: no new booking takes a place. */
    blocked: boolean('blocked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.slotStart] }),
    check('slot_usage_capacity_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: char('phone', { length: 10 }).notNull().unique(),
  /** A language code (lib/i18n/languages.json; the API's contract checks it): the latest login's or booking's. */
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    centreId: integer('centre_id')
      .notNull()
      .references(() => centres.id),
    userId: integer('user_id').references(() => users.id),
    /** 'walkin' | 'home-service' (docs/product.md, Entities). */
    service: text('service').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    // Null only once the patient deleted their data (erasedAt): the booking's reference, test,
    // centre, time and price stay for the centre's accounts, with no one's details.
    patientName: text('patient_name'),
    patientAge: smallint('patient_age'),
    patientGender: text('patient_gender'),
    phone: char('phone', { length: 10 }),
    address: text('address'),
    pincode: char('pincode', { length: 6 }),
    landmark: text('landmark'),
    price: integer('price').notNull(),
    homeCollectionFee: integer('home_collection_fee').notNull(),
    nightSurcharge: integer('night_surcharge').notNull(),
    total: integer('total').notNull(),
    /** One of BOOKING_STATUSES (lib/booking/lifecycle.ts). */
    status: text('status').notNull(),
    /** Why the centre declined or cancelled it, or why it was marked late. */
    statusReason: text('status_reason'),
    /** When the centre must accept or decline by (while booked or rescheduled). */
    ackDueAt: timestamp('ack_due_at', { withTimezone: true }),
    /** When a missed acknowledgement went to the operations queue. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** Home collection: the end of the arrival window that starts at slot_start. */
    windowEnd: timestamp('window_end', { withTimezone: true }),
    technicianName: text('technician_name'),
    technicianPhone: char('technician_phone', { length: 10 }),
    /** When a home collection was marked late (window end + 30 minutes, no sample). */
    lateAt: timestamp('late_at', { withTimezone: true }),
    /** The credit promised at booking for a late home collection (rupees). */
    lateCredit: integer('late_credit').notNull().default(0),
    /** A credit of an earlier late collection taken off this booking's total (rupees). */
    creditApplied: integer('credit_applied').notNull().default(0),
    /** The report turnaround promised at booking ('Reports in 48 Hours'). */
    reportHours: smallint('report_hours'),
    /** When the report is due: the promise counted from check-in or sample collection. */
    reportDueAt: timestamp('report_due_at', { withTimezone: true }),
    /** When a report not ready by report_due_at was marked late (the patient told, credited). */
    reportLateAt: timestamp('report_late_at', { withTimezone: true }),
    /** The new time the centre gave for a late report. */
    reportNewDueAt: timestamp('report_new_due_at', { withTimezone: true }),
    /** The credit promised at booking for a late report (rupees). */
    reportLateCredit: integer('report_late_credit').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    /** A language code (lib/i18n/languages.json; the API's contract checks it): every message of the booking and its calendar file speak it. */
    language: text('language').notNull().default('en'),
    /** The family member the test is for (lib/family), or null when booked for the holder. */
    memberId: integer('member_id').references((): AnyPgColumn => familyMembers.id, {
      onDelete: 'set null',
    }),
    /** The agent (staff_users.id) who booked on the patient's behalf; null when self-made. */
    madeByStaffId: text('made_by_staff_id'),
    /** Where the patient came from: first and last campaign touch (lib/campaigns), or null. */
    attribution: jsonb('attribution'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the patient deleted their data (lib/privacy/erase.ts); the personal fields are null. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.slotStart),
    index('bookings_phone_idx').on(t.phone),
    index('bookings_member_idx').on(t.memberId),
    index('bookings_centre_slot_idx').on(t.centreId, t.slotStart),
    // The staff bookings search: latest slot first, with no other filter.
    index('bookings_slot_idx').on(t.slotStart.desc(), t.reference.desc()),
    check('bookings_service_ck', sql`${t.service} in ('walkin', 'home-service')`),
    check(
      'bookings_status_ck',
      sql`${t.status} in ('booked', 'confirmed', 'checked_in', 'technician_assigned', 'on_the_way', 'sample_collected', 'report_ready', 'completed', 'no_show', 'cancelled_by_patient', 'cancelled_by_centre', 'rescheduled')`,
    ),
    // The lifecycle's sweeps: acknowledgements due, home collections running late, reports due.
    // Every answer deadline, kept once answered: the promise rates read a span of them.
    index('bookings_ack_due_idx')
      .on(t.ackDueAt)
      .where(sql`${t.ackDueAt} is not null`),
    // Only the bookings still waiting for their centre: the escalation sweep each minute reads
    // these, however many bookings were ever answered.
    index('bookings_awaiting_ack_idx')
      .on(t.ackDueAt)
      .where(
        sql`${t.ackDueAt} is not null and ${t.escalatedAt} is null and ${t.status} in ('booked', 'rescheduled')`,
      ),
    index('bookings_window_idx')
      .on(t.windowEnd)
      .where(sql`${t.windowEnd} is not null and ${t.lateAt} is null`),
    index('bookings_report_due_idx')
      .on(t.reportDueAt)
      .where(sql`${t.reportDueAt} is not null`),
    // The report sweep each minute reads only the reports due and not yet marked late.
    index('bookings_report_unlate_idx')
      .on(t.reportDueAt)
      .where(sql`${t.reportDueAt} is not null and ${t.reportLateAt} is null`),
    check(
      'bookings_erased_ck',
      sql`(${t.erasedAt} is null) = (${t.phone} is not null and ${t.patientName} is not null and ${t.patientAge} is not null and ${t.patientGender} is not null)`,
    ),
  ],
);

/** Every change of a booking's status: who, when, from what, and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'patient' | 'staff' | 'system' */
    actor: text('actor').notNull(),
    /** staff_users.id when a staff member made the change. */
    staffUserId: text('staff_user_id'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.at),
    check('booking_events_actor_ck', sql`${t.actor} in ('patient', 'staff', 'system')`),
  ],
);

/** A booking's report, in the database so that every app server serves it. */
export const bookingReports = pgTable('booking_reports', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  size: integer('size').notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

/**
 * A link to a booking's report, sent in the report-ready message: it opens the report after a
 * one-time code to the booking's number, until it expires. Only the token's hash is kept.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_links_booking_idx').on(t.bookingId)],
);

/** A late home collection's or late report's credit, taken off the same number's next booking. */
export const bookingCredits = pgTable(
  'booking_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: char('phone', { length: 10 }).notNull(),
    amount: integer('amount').notNull(),
    /** The late booking that earned it. */
    sourceBookingId: uuid('source_booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Which broken promise earned it: one credit per booking and promise. */
    reason: text('reason').notNull().default('late_collection'),
    usedByBookingId: uuid('used_by_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_credits_unused_idx')
      .on(t.phone)
      .where(sql`${t.usedAt} is null`),
    check('booking_credits_amount_ck', sql`${t.amount} > 0`),
    unique('booking_credits_source_reason_uq').on(t.sourceBookingId, t.reason),
    check('booking_credits_reason_ck', sql`${t.reason} in ('late_collection', 'late_report')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    centreId: integer('centre_id')
      .notNull()
      .references(() => centres.id),
    productId: integer('product_id').references(() => products.id),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull(),
    showPartnerReviews: boolean('show_partner_reviews').notNull(),
    isCovid: boolean('is_covid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reviews_centre_created_idx').on(t.centreId, t.createdAt.desc(), t.id.desc()),
    // A count of a product's reviews in a city (tens of thousands at a hundred times the
    // catalogue) read from this index alone, not from each review's row.
    index('reviews_centre_count_idx').on(t.centreId, t.isCovid, t.showPartnerReviews),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: char('phone', { length: 10 }).notNull(),
    source: text('source').notNull(),
    productId: integer('product_id').references(() => products.id),
    cityId: integer('city_id').references(() => cities.id),
    /** One of LEAD_STATUSES in lib/lead-queue/states.ts: open ('new', 'call_back', 'retry') or closed. */
    status: text('status').notNull().default('new'),
    requestCount: integer('request_count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** An open lead waits until this time (a chosen call-back time, or the next retry). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /**
     * The time the patient was promised a call by (lib/messages callBackDeadline; for a chosen
     * call-back time or a retry, that time plus CALL_BACK_MINUTES): the queue's order. The
     * call-me statement always sets it; the default (the default promise from the insert) is
     * for rows written by hand.
     */
    promisedBy: timestamp('promised_by', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '15 minutes'`),
    /** When the lead was seen to miss its promise with the agents on duty (before it did). */
    atRiskAt: timestamp('at_risk_at', { withTimezone: true }),
    /** 'not reachable' outcomes so far; the third closes the lead. */
    attempts: smallint('attempts').notNull().default(0),
    /** The staff member (staff_users.id) holding the lead, and when they last touched it. */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Where the patient came from: first and last campaign touch (lib/campaigns), or null. */
    attribution: jsonb('attribution'),
    /** A language code (lib/i18n/languages.json; the API's contract checks it): the acknowledgement speaks it, and the call-back can. */
    language: text('language').notNull().default('en'),
  },
  (t) => [
    index('leads_phone_created_idx').on(t.phone, t.createdAt.desc()),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_open_promise_idx')
      .on(t.promisedBy)
      .where(sql`${t.status} in ('new', 'call_back', 'retry')`),
    check(
      'leads_status_ck',
      sql`${t.status} in ('new', 'call_back', 'retry', 'booked', 'not_interested', 'wrong_number', 'unreachable', 'do_not_call')`,
    ),
    check('leads_claim_ck', sql`(${t.claimedBy} is null) = (${t.claimedAt} is null)`),
  ],
);

export const chatConversations = pgTable('chat_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  sourcePageName: text('source_page_name').notNull(),
  thirdPartyFlowName: text('third_party_flow_name').notNull(),
  productId: integer('product_id').references(() => products.id),
  cityId: integer('city_id').references(() => cities.id),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: char('phone', { length: 10 }).notNull(),
    /** Names the request (the browser that asked) when the code is entered. */
    requestId: uuid('request_id').notNull().unique(),
    /**
     * Null for a request that sent no SMS of its own (one had just gone to the number): any
     * live code of the number works with it, as with every request (lib/accounts/otp.ts).
     */
    codeHash: text('code_hash'),
    /** Wrong tries made with this request (not against this code). */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A language code (lib/i18n/languages.json; the API's contract checks it): the code's SMS spoke it, and a login with it sets the account's. */
    language: text('language').notNull().default('en'),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt.desc())],
);

/**
 * Browsers that proved a number with a code: such a browser is exempt from the number's hourly
 * ceiling of code requests, so strangers spending it cannot lock the owner out.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    phone: char('phone', { length: 10 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_browsers_phone_idx').on(t.phone)],
);

export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: char('phone', { length: 10 }).notNull(),
  body: text('body').notNull(),
  /** 'sms' | 'whatsapp': the outbox stands in for either provider. */
  channel: text('channel').notNull().default('sms'),
  /** A patient message's key (messages.id): a retried send finds it taken and adds nothing. */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

/**
 * The messages a booking or a lead sends the patient, each planned with the time it
 * is due and sent by a job of the queue (lib/jobs). The row is the message's state: a change of
 * the booking cancels or re-plans the pending ones here, and the job sends only what is still
 * pending. Its id is the job's id and the provider's idempotency key. No number is kept: the
 * booking's or the lead's is read at sending, so an erased booking sends nothing.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    leadId: bigint('lead_id', { mode: 'number' }).references(() => leads.id, {
      onDelete: 'cascade',
    }),
    /** One of MESSAGE_KINDS (lib/messages/kinds.ts). */
    kind: text('kind').notNull(),
    /**
     * A booking's message to the family member it is for, at the member's verified number and
     * in their language, besides the one to the account holder who booked.
     */
    toMember: boolean('to_member').notNull().default(false),
    /** 'sms' | 'whatsapp' */
    channel: text('channel').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'pending' | 'sent' | 'failed' | 'cancelled' | 'skipped' */
    status: text('status').notNull().default('pending'),
    /** Why it was cancelled, skipped or failed, in words for the patient and the staff. */
    reason: text('reason'),
    attempts: smallint('attempts').notNull().default(0),
    /** The text as sent. */
    body: text('body'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The due time a job was queued for (lib/messages/sweep.ts). A sweep looks only at pending
     * messages whose due time differs: new ones and re-timed ones, never the same one twice.
     */
    queuedFor: timestamp('queued_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_booking_idx').on(t.bookingId, t.dueAt),
    index('messages_lead_idx').on(t.leadId),
    index('messages_unqueued_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending' and ${t.queuedFor} is distinct from ${t.dueAt}`),
    check('messages_owner_ck', sql`(${t.bookingId} is null) <> (${t.leadId} is null)`),
    check('messages_channel_ck', sql`${t.channel} in ('sms', 'whatsapp')`),
    check(
      'messages_status_ck',
      sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled', 'skipped')`,
    ),
  ],
);

/** Numbers that asked for no reminders (the link in each message, or My bookings): honoured at sending. */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  phone: char('phone', { length: 10 }).primaryKey(),
  createdAt: createdAt(),
});

/** One row: what the seed wrote, so a restart knows not to seed again. */
export const seedMeta = pgTable('seed_meta', {
  id: smallint('id').primaryKey(),
  seed: integer('seed').notNull(),
  scale: numeric('scale').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * rate-limiter-flexible's Postgres store (its own layout), created here so no app server creates
 * tables at run time. UNLOGGED since migration 0007 (drizzle cannot say so here): no WAL flush per
 * request, emptied after a crash, held by the primary alone.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * What a patient agreed to, when and in which words: one row per choice made, with
 * the notice's version and the exact sentence shown. The latest row of a number and purpose is
 * its standing choice; a withdrawal is a row with `granted` false.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: char('phone', { length: 10 }).notNull(),
    /** 'call_back' | 'booking_messages' | 'marketing' | 'guardian' (CONSENT_PURPOSES in lib/privacy). */
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    wording: text('wording').notNull(),
    /**
     * Where it was given: 'call_me' | 'booking' | 'my_data' | 'message_link' | 'my_family' |
     * 'agent_call' (declared on the phone to an agent, who recorded it).
     */
    via: text('via').notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).references(() => leads.id, {
      onDelete: 'cascade',
    }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_phone_idx').on(t.phone, t.purpose, t.id.desc()),
    index('consents_lead_idx').on(t.leadId),
    index('consents_booking_idx').on(t.bookingId),
    check(
      'consents_purpose_ck',
      sql`${t.purpose} in ('call_back', 'booking_messages', 'marketing', 'guardian')`,
    ),
  ],
);

/**
 * Numbers that must not be called, kept as a keyed hash (HMAC-SHA-256 under the site secret),
 * never as the number: the choice outlives 'delete my data' without keeping the number.
 */
export const doNotCall = pgTable('do_not_call', {
  phoneKey: text('phone_key').primaryKey(),
  via: text('via').notNull(),
  createdAt: createdAt(),
});

/**
 * Privacy events without personal data: deletions, do-not-call changes, exports,
 * retention runs; each with counts, never a number, name or address.
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('privacy_log_at_idx').on(t.at.desc())],
);

// The people an account books for: its family members, each with their own details, an
// optional number of their own (verified before any message goes to it) and saved addresses
// for home collection. A member is the account's: every read is by the account's user id.
export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of RELATIONS (lib/family/rules.ts). */
    relation: text('relation').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** One of GENDERS (lib/booking/contract.ts). */
    gender: text('gender').notNull(),
    /** The member's own mobile number, or null: messages reach it only once verified. */
    phone: char('phone', { length: 10 }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The caregiver's choice: booking messages also to the member's verified number. */
    messagesToMember: boolean('messages_to_member').notNull().default(false),
    /** A language code (lib/i18n/languages.json): the member's own messages speak it. */
    language: text('language').notNull().default('en'),
    /** For a member under 18: the holder's declaration as parent or lawful guardian. */
    guardianConsentId: bigint('guardian_consent_id', { mode: 'number' }).references(
      (): AnyPgColumn => consents.id,
      { onDelete: 'set null' },
    ),
    /** When the holder was told that a member who turned 18 needs their own consent. */
    adultNoticeAt: timestamp('adult_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('family_members_user_idx').on(t.userId, t.id),
    // A patient's own number finds the details a family kept of them (to claim at 18).
    index('family_members_verified_phone_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    check(
      'family_members_relation_ck',
      sql`${t.relation} in ('self', 'spouse', 'father', 'mother', 'son', 'daughter', 'other')`,
    ),
    check('family_members_gender_ck', sql`${t.gender} in ('female', 'male', 'other')`),
    check(
      'family_members_verified_ck',
      sql`${t.phoneVerifiedAt} is null or ${t.phone} is not null`,
    ),
  ],
);

/** Addresses for home collection, each a member's; at most one default per member. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    pincode: char('pincode', { length: 6 }).notNull(),
    landmark: text('landmark'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.memberId),
    uniqueIndex('member_addresses_one_default')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A booking's pre-visit safety answers (lib/safety): health data, so only sealed (AES-256-GCM
 * under `keyId`, bound to the booking), never as plain columns. Goes with the booking's
 * personal data.
 */
export const bookingSafety = pgTable('booking_safety', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
