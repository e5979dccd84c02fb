import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StaffNav } from '@/components/staff';
import { CentreForms } from '@/components/centre-console/centre.entry';
import { HttpError } from '@/lib/server-api/errors';
import { requireStaffPage } from '@/lib/staff';
import { centreSettingsView } from '@/lib/centre-console';

export const metadata: Metadata = { title: 'Schedule and prices' };

type Props = { params: Promise<{ id: string }> };

/** A centre's schedule and prices, for its own staff (another centre: 404). */
export default async function CentreSettingsPage({ params }: Props) {
  const { id } = await params;
  const { viewer, db } = await requireStaffPage('partner', `/partner/centres/${id}/`);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const centre = await centreSettingsView(db, viewer, Number(id)).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!centre) notFound();
  return (
    <>
      <StaffNav viewer={viewer} current="partner" />
      <p>
        <Link href="/partner/" prefetch={false}>
          ← Centre’s day
        </Link>
      </p>
      <h1>{centre.name}: schedule and prices</h1>
      <CentreForms centre={centre} />
    </>
  );
}
