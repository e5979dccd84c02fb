// The bookings console's server entry: operations' search of every booking and a booking's own
// page, each within the viewer's scope and audited.
import '@/lib/server-api/server-only';

export {
  bookingFiltersSchema,
  filterQuery,
  firstValues,
  parseFilterParams,
  referenceSchema,
  type BookingFilters,
  type FilterErrors,
} from './filters';
export { searchBookings, type BookingListRow, type BookingSearchResult } from './search';
export { openBooking, type BookingDetailView } from './detail';
export { BOOKINGS_PATH, staffBookingPath } from './paths';
