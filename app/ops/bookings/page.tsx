import type { Metadata } from 'next';
import Link from 'next/link';
import { BookingsFilters, BookingsTable } from '@/components/booking-desk';
import { StaffNav } from '@/components/staff';
import { HttpError } from '@/lib/server-api/errors';
import {
  BOOKINGS_PATH,
  filterQuery,
  firstValues,
  parseFilterParams,
  searchBookings,
  type BookingSearchResult,
  type FilterErrors,
} from '@/lib/booking-desk';
import { centreOptions, requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Bookings' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BookingsPage({ searchParams }: Props) {
  const { viewer, db } = await requireStaffPage('bookings', BOOKINGS_PATH);
  const values = firstValues(await searchParams);
  const parsed = parseFilterParams(values);
  let errors: FilterErrors = parsed.ok ? {} : parsed.errors;
  let result: BookingSearchResult | null = null;
  if (parsed.ok) {
    try {
      result = await searchBookings(db, viewer, parsed.filters);
    } catch (error) {
      // A centre outside one's scope reads as one that does not exist, on the page as in the API.
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      errors = { centre: 'was not found' };
    }
  }
  const centres = await centreOptions(db, viewer);
  const failed = Object.keys(errors).length > 0;

  // The page links keep the filters as the server read them, with the cursor of the page.
  const pageLink = (before?: string) => {
    if (!parsed.ok) return null;
    const query = filterQuery({ ...parsed.filters, before: undefined });
    if (before) query.set('before', before);
    const search = query.toString();
    return search ? `${BOOKINGS_PATH}?${search}` : BOOKINGS_PATH;
  };
  const older = result?.next_before ? pageLink(result.next_before) : null;
  const latest = parsed.ok && parsed.filters.before ? pageLink() : null;
  const count = result?.bookings.length ?? 0;

  return (
    <>
      <StaffNav viewer={viewer} current="bookings" />
      <h1>Bookings</h1>
      <p className="muted">
        {centres === null
          ? 'Every centre’s bookings, latest slot first.'
          : 'Your centres’ bookings, latest slot first.'}{' '}
        Numbers are masked here; a booking’s own page shows the number, and opening it is recorded
        in the audit trail.
      </p>
      <BookingsFilters values={values} errors={errors} centres={centres} />
      {failed && (
        <p role="alert" className="staff-error">
          No search was made: correct the filters marked above.
        </p>
      )}
      {result && (
        <>
          <p>
            {count === 0
              ? 'No bookings match.'
              : `${count} ${count === 1 ? 'booking' : 'bookings'}`}
            {older ? ', and older ones on the next page.' : count > 0 ? '.' : ''}
          </p>
          {count > 0 && <BookingsTable rows={result.bookings} />}
          {(latest || older) && (
            <p>
              {latest && (
                <Link href={latest} prefetch={false}>
                  Back to the latest
                </Link>
              )}
              {latest && older && ' · '}
              {older && (
                <Link href={older} prefetch={false}>
                  Older bookings
                </Link>
              )}
            </p>
          )}
        </>
      )}
    </>
  );
}
