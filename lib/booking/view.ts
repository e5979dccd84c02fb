import { eq } from 'drizzle-orm';
import type { BookingView, MemberRelation } from '@/lib/booking/contract';
import { getProductByRandomId } from '@/lib/catalog/products';
import type { Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { centrePlaces } from '@/lib/catalog/centre-prices';
import { bookings, familyMembers, products } from '@/lib/db/schema';
import { maskPhone } from '@/lib/log';
import { localePath } from '@/lib/i18n/locales';
import { bookingPagePath } from './links';

export type BookingRow = typeof bookings.$inferSelect;

export interface BookingDetails {
  row: BookingRow;
  product: Product;
  centre: {
    id: number;
    name: string;
    organisationName: string;
    address: string;
    areaName: string;
    pincode: string;
    opensAt: string;
    closesAt: string;
    slotMinutes: number;
  };
  /** The family member the test is for (its relation to the holder), or null for the holder. */
  member?: BookedMember | null;
}

/** A member booking's relation to the account holder, as the member row says today. */
export interface BookedMember {
  relation: string;
}

/** Bookings joined with what their views show of the product and centre; add where/order. */
export function bookingsWithPlace(db: Db) {
  return db
    .select({
      row: bookings,
      product: { name: products.name, randomId: products.randomId },
      centre: {
        id: centrePlaces.centreId,
        name: centrePlaces.centreName,
        organisationName: centrePlaces.organisationName,
        address: centrePlaces.address,
        areaName: centrePlaces.areaName,
        pincode: centrePlaces.pincode,
        opensAt: centrePlaces.opensAt,
        closesAt: centrePlaces.closesAt,
        slotMinutes: centrePlaces.slotMinutes,
      },
      member: { relation: familyMembers.relation },
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(centrePlaces, eq(centrePlaces.centreId, bookings.centreId))
    .leftJoin(familyMembers, eq(familyMembers.id, bookings.memberId));
}

/** A booking with its product and centre; null for an unknown reference. */
export async function getBooking(db: Db, reference: string): Promise<BookingDetails | null> {
  const [found] = await bookingsWithPlace(db).where(eq(bookings.reference, reference)).limit(1);
  if (!found) return null;
  const product = await getProductByRandomId(db, found.product.randomId);
  if (!product) return null;
  return { row: found.row, product, centre: found.centre, member: found.member };
}

/** What the wire view of a booking needs: a list of bookings has no full Product for each. */
export interface BookingSummary {
  row: BookingRow;
  product: Pick<Product, 'name' | 'randomId'>;
  centre: Pick<BookingDetails['centre'], 'id' | 'name' | 'address' | 'areaName'>;
  member?: BookedMember | null;
}

/**
 * Who a member booking is for and who booked it: the patient's name and age at booking, the
 * member's relation, and the holder's number masked ("98XXXXXX10"); null for the holder's own.
 */
export function bookedFor(row: BookingRow, member: BookedMember | null | undefined) {
  if (!member || row.memberId === null) return null;
  return {
    member_id: row.memberId,
    name: row.patientName ?? '',
    relation: member.relation as MemberRelation,
    age: row.patientAge,
    booked_by_masked: row.phone === null ? null : maskPhone(row.phone),
  };
}

export function toBookingView({ row, product, centre, member }: BookingSummary): BookingView {
  return {
    reference: row.reference,
    status: row.status as BookingView['status'],
    service: row.service as BookingView['service'],
    slot_start: row.slotStart.toISOString(),
    product: { name: product.name, random_id: product.randomId },
    centre: {
      id: centre.id,
      name: centre.name,
      address: centre.address,
      area_name: centre.areaName,
    },
    patient_name: row.patientName ?? '',
    for_member: bookedFor(row, member),
    price: row.price,
    night_adjustment: row.nightSurcharge,
    home_collection_fee: row.homeCollectionFee,
    total: row.total,
    // The booking's page in the language it was made in.
    page_url: localePath(row.language, bookingPagePath(row.reference)),
  };
}
