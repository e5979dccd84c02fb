// The bookings console's screens: the search's filters and results, and a booking's own page.
export { BookingsFilters } from './bookings-filters';
export { BookingsTable } from './bookings-table';
export { BookingDetail } from './bookings-detail';
