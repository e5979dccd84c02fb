// The operations bookings search: latest slot first, 50 at a time, within the
// viewer's centres. A result list shows numbers masked; only a booking's own page shows one.
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Service } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { bookings, centres, organisations, products } from '@/lib/db/schema';
import { indiaDate, indiaInstant, indiaTime } from '@/lib/locale/india';
import { maskPhone } from '@/lib/log';
import { audit, centreScope, outOfScope, type StaffViewer } from '@/lib/staff';
import { auditedFilters, encodeCursor, type BookingFilters, type BookingStatus } from './filters';

export const SEARCH_PAGE_SIZE = 50;

export interface BookingListRow {
  reference: string;
  /** The slot as an instant, and as India's calendar and clock read it. */
  slot_start: string;
  slot_date: string;
  slot_time: string;
  product_name: string;
  centre: { id: number; name: string; organisation_name: string };
  service: Service;
  /** Both null once the patient deleted their data. */
  patient_name: string | null;
  phone_masked: string | null;
  status: BookingStatus;
  total: number;
  /** True when an agent booked it on the patient's behalf. */
  made_by_agent: boolean;
}

export interface BookingSearchResult {
  bookings: BookingListRow[];
  /** The `before` of the next page; null on the last one. */
  next_before: string | null;
}

function conditions(filters: BookingFilters, scope: number[] | null): SQL[] {
  const where: SQL[] = [];
  if (filters.centre !== undefined) where.push(eq(bookings.centreId, filters.centre));
  else if (scope !== null) where.push(inArray(bookings.centreId, scope));
  if (filters.reference) where.push(eq(bookings.reference, filters.reference));
  if (filters.number) where.push(eq(bookings.phone, filters.number));
  if (filters.date) {
    where.push(gte(bookings.slotStart, indiaInstant(filters.date, 0)));
    where.push(lt(bookings.slotStart, indiaInstant(filters.date, 24 * 60)));
  }
  if (filters.status) where.push(eq(bookings.status, filters.status));
  if (filters.made_by === 'agent') where.push(isNotNull(bookings.madeByStaffId));
  if (filters.made_by === 'patient') where.push(isNull(bookings.madeByStaffId));
  if (filters.before) {
    const { slotStart, reference } = filters.before;
    where.push(
      or(
        lt(bookings.slotStart, slotStart),
        and(eq(bookings.slotStart, slotStart), lt(bookings.reference, reference)),
      )!,
    );
  }
  return where;
}

/**
 * Bookings matching the filters, within the viewer's centres; a centre filter outside them
 * is 404, as if the centre did not exist. Results name patients, so every search that shows
 * any (and every search by number, whose answer tells who booked what, even an empty one) is
 * audited, with the references shown, before anything is returned.
 */
export async function searchBookings(
  db: Db,
  viewer: StaffViewer,
  filters: BookingFilters,
): Promise<BookingSearchResult> {
  const scope = centreScope(viewer);
  if (filters.centre !== undefined && scope !== null && !scope.includes(filters.centre)) {
    throw outOfScope();
  }
  const audited = (shown: string[]) =>
    shown.length > 0 || filters.number
      ? audit(db, viewer, {
          action: 'bookings.searched',
          recordType: 'bookings',
          recordId: 'search',
          detail: { ...auditedFilters(filters), shown },
        })
      : Promise.resolve();
  if (scope !== null && scope.length === 0) {
    await audited([]);
    return { bookings: [], next_before: null };
  }

  const rows = await db
    .select({
      reference: bookings.reference,
      slotStart: bookings.slotStart,
      productName: products.name,
      centreId: centres.id,
      centreName: centres.name,
      organisationName: organisations.name,
      service: bookings.service,
      patientName: bookings.patientName,
      phone: bookings.phone,
      status: bookings.status,
      total: bookings.total,
      madeByStaffId: bookings.madeByStaffId,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(centres, eq(centres.id, bookings.centreId))
    .innerJoin(organisations, eq(organisations.id, centres.organisationId))
    .where(and(...conditions(filters, scope)))
    .orderBy(desc(bookings.slotStart), desc(bookings.reference))
    // One more than a page: whether there is a next page, without counting.
    .limit(SEARCH_PAGE_SIZE + 1);

  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  await audited(page.map((row) => row.reference));
  const last = page.at(-1);
  return {
    bookings: page.map((row) => ({
      reference: row.reference,
      slot_start: row.slotStart.toISOString(),
      slot_date: indiaDate(row.slotStart),
      slot_time: indiaTime(row.slotStart),
      product_name: row.productName,
      centre: { id: row.centreId, name: row.centreName, organisation_name: row.organisationName },
      service: row.service as Service,
      patient_name: row.patientName,
      phone_masked: row.phone === null ? null : maskPhone(row.phone),
      status: row.status as BookingStatus,
      total: row.total,
      made_by_agent: row.madeByStaffId !== null,
    })),
    next_before:
      rows.length > SEARCH_PAGE_SIZE && last
        ? encodeCursor({ slotStart: last.slotStart, reference: last.reference })
        : null,
  };
}
