import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import {
  bookingReports,
  bookings,
  centres,
  consents,
  familyMembers,
  knownBrowsers,
  memberAddresses,
  leads,
  otpCodes,
  privacyLog,
  products,
  sessions,
  smsOutbox,
} from '@/lib/db/schema';
import { leadActivity } from '@/lib/db/staff-schema';
import { PRIVACY_NOTICE_VERSION } from './client';
import { choicesOf } from './consent';
import { bookingsForPrivacy } from './bookings';
import { storedAnswersOfMany, type Opened } from '@/lib/safety';
import { env } from '@/lib/env';

/** Whose data: the number a patient proved with a login code, and their account. */
export interface DataOwner {
  phone: string;
  userId: number;
}

/** A booking's answers as My data lists them: none when it has none or they cannot be opened. */
const opened = (answers: Opened | undefined) =>
  answers === undefined || answers === 'unreadable' ? null : answers;

/** The bookings of a patient: made on their account, or with their number. */
export const bookingsOfOwner = (owner: DataOwner): SQL =>
  and(
    isNull(bookings.erasedAt),
    or(eq(bookings.userId, owner.userId), eq(bookings.phone, owner.phone)),
  )!;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Where the patient opens a booking's report: the download that answers their own session only
 * (app/api/booking/[reference]/report). A full address, so that it still opens from the saved
 * file; the page links to the same path on the address it was served at.
 */
export const reportPath = (reference: string) => `/api/booking/${reference}/report/`;

/**
 * Everything stored about a number, as My data lists it and its download holds it (one
 * function for both, so the file holds exactly what the page shows).
 */
export async function myData(db: Db, owner: DataOwner, now: Date = new Date()) {
  const [bookingRows, leadRows, consentRows, messages, codes, sessionRows, browsers, choices] =
    await Promise.all([
      db
        .select({
          b: bookings,
          test: products.name,
          centre: centres.name,
          centreAddress: centres.address,
          // The report's facts only: its bytes stay in the table until the patient opens it.
          reportUploadedAt: bookingReports.uploadedAt,
          reportSize: bookingReports.size,
        })
        .from(bookings)
        .innerJoin(products, eq(products.id, bookings.productId))
        .innerJoin(centres, eq(centres.id, bookings.centreId))
        .leftJoin(bookingReports, eq(bookingReports.bookingId, bookings.id))
        .where(bookingsOfOwner(owner))
        .orderBy(desc(bookings.slotStart)),
      db
        .select({ lead: leads, test: products.name })
        .from(leads)
        .leftJoin(products, eq(products.id, leads.productId))
        .where(eq(leads.phone, owner.phone))
        .orderBy(desc(leads.createdAt)),
      db
        .select({ c: consents, reference: bookings.reference })
        .from(consents)
        .leftJoin(bookings, eq(bookings.id, consents.bookingId))
        .where(eq(consents.phone, owner.phone))
        .orderBy(desc(consents.id)),
      db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, owner.phone))
        .orderBy(desc(smsOutbox.id)),
      db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phone, owner.phone))
        .orderBy(desc(otpCodes.createdAt)),
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, owner.userId))
        .orderBy(desc(sessions.createdAt)),
      db
        .select()
        .from(knownBrowsers)
        .where(eq(knownBrowsers.phone, owner.phone))
        .orderBy(desc(knownBrowsers.createdAt)),
      choicesOf(db, owner.phone),
    ]);
  const family = await familyOf(db, owner.userId);
  // Each booking's pre-visit health answers, opened for their own patient.
  const safety = await storedAnswersOfMany(
    db,
    bookingRows.map(({ b }) => b.id),
  );
  const leadIds = leadRows.map((r) => r.lead.id);
  const notes = leadIds.length
    ? await db
        .select()
        .from(leadActivity)
        .where(inArray(leadActivity.leadId, leadIds))
        .orderBy(asc(leadActivity.id))
    : [];

  const site = env().SITE_URL;
  const { active } = bookingsForPrivacy();
  return {
    exported_at: now.toISOString(),
    notice_version: PRIVACY_NOTICE_VERSION,
    phone: owner.phone,
    choices,
    bookings: bookingRows.map(
      ({ b, test, centre, centreAddress, reportUploadedAt, reportSize }) => ({
        reference: b.reference,
        status: b.status,
        upcoming: active.includes(b.status) && b.slotStart > now,
        service: b.service,
        slot_start: b.slotStart.toISOString(),
        test,
        centre,
        centre_address: centreAddress,
        patient: {
          name: b.patientName,
          age: b.patientAge,
          gender: b.patientGender,
          phone: b.phone,
        },
        home: b.address ? { address: b.address, pincode: b.pincode, landmark: b.landmark } : null,
        price: b.price,
        home_collection_fee: b.homeCollectionFee,
        night_adjustment: b.nightSurcharge,
        total: b.total,
        booked_by_our_agent: b.madeByStaffId !== null,
        safety_answers: opened(safety.get(b.id)),
        // The family member it was for (family, below), or null when for the holder.
        for_member: b.memberId,
        created_at: b.createdAt.toISOString(),
        // Every booking of the number has the account as its owner (a booking needs the number
        // proved, an agent's booking is given the number's account), so the link opens for them.
        report:
          reportUploadedAt !== null
            ? {
                uploaded_at: reportUploadedAt.toISOString(),
                size_bytes: reportSize!,
                link: `${site}${reportPath(b.reference)}`,
              }
            : null,
      }),
    ),
    family: family.map(({ member, addresses }) => ({
      id: member.id,
      name: member.name,
      relation: member.relation,
      birth_date: member.birthDate,
      gender: member.gender,
      phone: member.phone,
      phone_verified_at: iso(member.phoneVerifiedAt),
      messages_to_member: member.messagesToMember,
      language: member.language,
      added_at: member.createdAt.toISOString(),
      guardian_consent: member.guardianConsentId,
      addresses: addresses.map((a) => ({
        address: a.address,
        pincode: a.pincode,
        landmark: a.landmark,
        default: a.isDefault,
      })),
      bookings: bookingRows.filter(({ b }) => b.memberId === member.id).map(({ b }) => b.reference),
    })),
    call_back_requests: leadRows.map(({ lead, test }) => ({
      id: lead.id,
      asked_at: lead.createdAt.toISOString(),
      last_request_at: lead.updatedAt.toISOString(),
      requests: lead.requestCount,
      page: lead.source,
      test,
      status: lead.status,
      notes: notes
        .filter((n) => n.leadId === lead.id)
        .map((n) => ({ at: n.createdAt.toISOString(), kind: n.kind, text: n.body })),
    })),
    consents: consentRows.map(({ c, reference }) => ({
      purpose: c.purpose,
      granted: c.granted,
      words: c.wording,
      notice_version: c.noticeVersion,
      given_on: c.via,
      booking: reference,
      call_back_request: c.leadId,
      at: c.createdAt.toISOString(),
    })),
    messages: messages.map((m) => ({ at: m.createdAt.toISOString(), text: m.body })),
    login_codes: codes.map((c) => ({
      asked_at: c.createdAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
      used_at: iso(c.usedAt),
    })),
    login_sessions: sessionRows.map((s) => ({
      started_at: s.createdAt.toISOString(),
      last_used_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ended_at: iso(s.endedAt),
    })),
    browsers_that_proved_the_number: browsers.map((k) => ({
      since: k.createdAt.toISOString(),
      until: k.expiresAt.toISOString(),
    })),
  };
}

/** The account's family members, each with their saved addresses, in the order added. */
async function familyOf(db: Db, userId: number) {
  const members = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.id));
  const addresses = members.length
    ? await db
        .select()
        .from(memberAddresses)
        .where(
          inArray(
            memberAddresses.memberId,
            members.map((m) => m.id),
          ),
        )
        .orderBy(asc(memberAddresses.id))
    : [];
  return members.map((member) => ({
    member,
    addresses: addresses.filter((a) => a.memberId === member.id),
  }));
}

export type MyData = Awaited<ReturnType<typeof myData>>;

/** An export of My data, in the privacy log: when, and nothing of whose. */
export async function recordExport(db: Db, now: Date): Promise<void> {
  await db.insert(privacyLog).values({ at: now, action: 'export', detail: {} });
}
