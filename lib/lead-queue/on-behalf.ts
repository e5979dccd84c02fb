// Booking on a patient's behalf from a lead: only the agent holding the lead, only
// for the lead's number (or a member of that number's account); the booking is the patient's
// like any other, records its agent and the member, and closes the lead as booked.
import { asc, eq } from 'drizzle-orm';
import { createBookingOnBehalf, type BookingCreateBody } from '@/lib/booking';
import { storedAttribution } from '@/lib/campaigns';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { categories, cities, products } from '@/lib/db/schema';
import { assertHolds } from './claim';
import { recordBookedOutcome } from './outcome';
import { audit, type StaffViewer } from '@/lib/staff';

export async function bookForLead(
  db: Db,
  viewer: StaffViewer,
  leadId: number,
  body: BookingCreateBody,
  idempotencyKey: string,
  now: Date = new Date(),
) {
  const lead = await assertHolds(db, viewer, leadId, now);
  if (body.patient.phone !== lead.phone) {
    throw new HttpError(
      422,
      'not_the_lead_number',
      "A booking from a lead is for the lead's own mobile number. Call the patient on it.",
    );
  }
  const result = await createBookingOnBehalf(
    db,
    body,
    idempotencyKey,
    viewer.id,
    now,
    storedAttribution(lead.attribution),
  );
  if (!result.replayed) {
    await audit(db, viewer, {
      action: 'booking.created_on_behalf',
      recordType: 'booking',
      recordId: result.booking.row.reference,
      detail: {
        lead_id: leadId,
        // Whom the booking is for: the caller (null) or a member of their account, and
        // whether the agent kept that member in My family on the call.
        member_id: result.booking.row.memberId,
        ...(body.save_member ? { member_saved: true } : {}),
        ...(body.save_member?.guardian ? { guardian_declared_on_call: true } : {}),
      },
    });
    await recordBookedOutcome(db, viewer, leadId, result.booking.row.id, { now });
  }
  return result;
}

/** What the agent picks before the booking screen: the test and the city. */
export async function bookingChoices(db: Db) {
  const [productList, cityList] = await Promise.all([
    db
      .select({
        id: products.id,
        randomId: products.randomId,
        name: products.name,
        // What the booking's safety check asks of the test.
        categoryCode: categories.code,
        urlSlug: products.urlSlug,
        fasting: products.isFastingRequired,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.name)),
    db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.sortOrder)),
  ]);
  return { products: productList, cities: cityList };
}
