import { eq } from 'drizzle-orm';
import type { BookingView } from '@/lib/booking/contract';
import { getProductByRandomId } from '@/lib/catalog/products';
import type { Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { centrePlaces } from '@/lib/catalog/centre-prices';
import { bookings, products } from '@/lib/db/schema';
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
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(centrePlaces, eq(centrePlaces.centreId, bookings.centreId));
}

/** A booking with its product and centre; null for an unknown reference. */
export async function getBooking(db: Db, reference: string): Promise<BookingDetails | null> {
  const [found] = await bookingsWithPlace(db).where(eq(bookings.reference, reference)).limit(1);
  if (!found) return null;
  const product = await getProductByRandomId(db, found.product.randomId);
  if (!product) return null;
  return { row: found.row, product, centre: found.centre };
}

/** What the wire view of a booking needs: a list of bookings has no full Product for each. */
export interface BookingSummary {
  row: BookingRow;
  product: Pick<Product, 'name' | 'randomId'>;
  centre: Pick<BookingDetails['centre'], 'id' | 'name' | 'address' | 'areaName'>;
}

export function toBookingView({ row, product, centre }: BookingSummary): BookingView {
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
    price: row.price,
    night_adjustment: row.nightSurcharge,
    home_collection_fee: row.homeCollectionFee,
    total: row.total,
    // The booking's page in the language it was made in.
    page_url: localePath(row.language, bookingPagePath(row.reference)),
  };
}
