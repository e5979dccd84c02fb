import type { Metadata } from 'next';
import { StaffNav } from '@/components/staff';
import { DayView } from '@/components/centre-console/day.entry';
import { requireStaffPage } from '@/lib/staff';
import { centreDay, dayParams } from '@/lib/centre-console';

export const metadata: Metadata = { title: 'Centre’s day' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The centre's bookings of a day: audited, never cached, only the member's own centres. */
export default async function PartnerDayPage({ searchParams }: Props) {
  const { viewer, db } = await requireStaffPage('partner', '/partner/');
  const { wanted, problem } = dayParams(await searchParams);
  const day = await centreDay(db, viewer, wanted);
  return (
    <>
      <StaffNav viewer={viewer} current="partner" />
      <h1>Centre’s day</h1>
      {problem && (
        <p role="alert" className="staff-error">
          {problem}
        </p>
      )}
      <DayView day={day} />
    </>
  );
}
