// One booking as the staff side opens it: the patient's full details, so the
// opening is written to the audit trail before anything is returned.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Service } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import {
  areas,
  bookingEvents,
  bookings,
  categories,
  centres,
  cities,
  familyMembers,
  organisations,
  products,
} from '@/lib/db/schema';
import { leadBookings, staffUsers } from '@/lib/db/staff-schema';
import { indiaDate, indiaTime } from '@/lib/locale/india';
import { deliveryOf, type DeliveryLine } from '@/lib/messages';
import { bookedFor } from '@/lib/booking';
import type { BookingView } from '@/lib/booking/client';
import { HttpError } from '@/lib/server-api/errors';
import { zodIssues } from '@/lib/server-api/validation';
import { audit, centreScope, outOfScope, type StaffViewer } from '@/lib/staff';
import { referenceSchema, type BookingStatus } from './filters';
import { storedAnswers } from '@/lib/safety';
import { safetyAnswersView, type SafetyAnswersView } from './safety';

export interface BookingDetailView {
  reference: string;
  status: BookingStatus;
  service: Service;
  slot_start: string;
  slot_date: string;
  slot_time: string;
  product: { name: string; random_id: string };
  centre: {
    id: number;
    name: string;
    address: string;
    organisation_name: string;
    area_name: string;
    pincode: string;
    city_name: string;
  };
  /** Null once the patient deleted their data (`erased_at`): no one's details remain. */
  patient: { name: string; age: number; gender: string; phone: string } | null;
  erased_at: string | null;
  /**
   * A family member's booking: the patient is the member (above), booked by the account holder,
   * whose number (the messages') is shown masked here; null for the holder's own booking.
   */
  for_member: BookingView['for_member'];
  /** Where the sample is collected; null for a walk-in. */
  home: { address: string | null; pincode: string | null; landmark: string | null } | null;
  price: number;
  night_adjustment: number;
  home_collection_fee: number;
  total: number;
  created_at: string;
  updated_at: string;
  /** The agent who booked on the patient's behalf; null when the patient booked. */
  made_by: { staff_id: string; name: string | null; email: string | null } | null;
  /**
   * The patient's answers to the safety check before the test, and the preparation they were
   * given; null when the test has no check or the patient's data was deleted.
   */
  safety: SafetyAnswersView | null;
  /** The call-back lead the booking came from, if an agent booked it from one. */
  lead_id: number | null;
  /** The patient's messages about this booking and how each fared (sent, failed, due). */
  messages: DeliveryLine[];
  /** Every change of its status: when, to what, by whom, and why. */
  history: { at: string; from: string | null; to: string; actor: string; reason: string | null }[];
}

/** A malformed reference is refused with its reason; it could not name any booking. */
function parseReference(reference: string): string {
  const parsed = referenceSchema.safeParse(reference);
  if (parsed.success) return parsed.data;
  const issue = zodIssues(parsed.error)[0];
  throw new HttpError(400, 'invalid_parameter', `reference: ${issue?.message}`, {
    fields: [{ field: 'reference', message: issue?.message }],
  });
}

/**
 * The booking with this reference, if the viewer's scope holds its centre: an unknown
 * reference and one outside the scope get the same 404. The 'booking.viewed' row is written
 * before the details are returned, so no caller can show them unaudited.
 */
export async function openBooking(
  db: Db,
  viewer: StaffViewer,
  reference: string,
): Promise<BookingDetailView> {
  const wanted = parseReference(reference);
  const scope = centreScope(viewer);
  if (scope !== null && scope.length === 0) throw outOfScope();
  const where: SQL[] = [eq(bookings.reference, wanted)];
  // In the query itself: a booking outside the scope is never read, not read and then hidden.
  if (scope !== null) where.push(inArray(bookings.centreId, scope));

  const [found] = await db
    .select({
      row: bookings,
      product: { name: products.name, randomId: products.randomId },
      test: {
        categoryCode: categories.code,
        urlSlug: products.urlSlug,
        fasting: products.isFastingRequired,
      },
      centre: {
        id: centres.id,
        name: centres.name,
        address: centres.address,
        organisationName: organisations.name,
        areaName: areas.name,
        pincode: areas.pincode,
        cityName: cities.name,
      },
      agent: { name: staffUsers.name, email: staffUsers.email },
      leadId: leadBookings.leadId,
      member: { relation: familyMembers.relation },
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(centres, eq(centres.id, bookings.centreId))
    .innerJoin(organisations, eq(organisations.id, centres.organisationId))
    .innerJoin(areas, eq(areas.id, centres.areaId))
    .innerJoin(cities, eq(cities.id, centres.cityId))
    .leftJoin(staffUsers, eq(staffUsers.id, bookings.madeByStaffId))
    .leftJoin(leadBookings, eq(leadBookings.bookingId, bookings.id))
    .leftJoin(familyMembers, eq(familyMembers.id, bookings.memberId))
    .where(and(...where))
    .limit(1);
  if (!found) throw outOfScope();

  const { row, product, test, centre, agent, leadId, member } = found;
  // Opened only for a booking in scope, and returned only after the audit row says so.
  const safety =
    row.erasedAt === null
      ? safetyAnswersView(
          test,
          { gender: row.patientGender ?? 'other', age: row.patientAge ?? 0 },
          await storedAnswers(db, row.id),
        )
      : null;
  await audit(db, viewer, {
    action: 'booking.viewed',
    recordType: 'booking',
    recordId: row.reference,
    detail: { health_answers_shown: (safety?.answers.length ?? 0) > 0 },
  });

  const [delivery, events] = await Promise.all([
    deliveryOf(db, row.id),
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
  ]);
  return {
    reference: row.reference,
    status: row.status as BookingStatus,
    service: row.service as Service,
    slot_start: row.slotStart.toISOString(),
    slot_date: indiaDate(row.slotStart),
    slot_time: indiaTime(row.slotStart),
    product: { name: product.name, random_id: product.randomId },
    centre: {
      id: centre.id,
      name: centre.name,
      address: centre.address,
      organisation_name: centre.organisationName,
      area_name: centre.areaName,
      pincode: centre.pincode,
      city_name: centre.cityName,
    },
    patient:
      row.erasedAt === null
        ? {
            name: row.patientName!,
            age: row.patientAge!,
            gender: row.patientGender!,
            phone: row.phone!,
          }
        : null,
    erased_at: row.erasedAt?.toISOString() ?? null,
    for_member: row.erasedAt === null ? bookedFor(row, member) : null,
    home:
      row.service === 'home-service'
        ? { address: row.address, pincode: row.pincode, landmark: row.landmark }
        : null,
    price: row.price,
    night_adjustment: row.nightSurcharge,
    home_collection_fee: row.homeCollectionFee,
    total: row.total,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    made_by: row.madeByStaffId
      ? { staff_id: row.madeByStaffId, name: agent?.name ?? null, email: agent?.email ?? null }
      : null,
    safety,
    lead_id: leadId ?? null,
    messages: delivery,
    history: events.map((e) => ({
      at: e.at.toISOString(),
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      reason: e.reason,
    })),
  };
}
