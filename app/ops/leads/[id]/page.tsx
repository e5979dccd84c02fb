import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadView } from '@/components/lead-queue/lead.entry';
import { StaffNav } from '@/components/staff';
import { HttpError } from '@/lib/server-api/errors';
import { requireStaffPage } from '@/lib/staff';
import { openLead, parseLeadId } from '@/lib/lead-queue';

export const metadata: Metadata = { title: 'Lead' };

type Params = Promise<{ id: string }>;

async function detailOr404(...args: Parameters<typeof openLead>) {
  try {
    return await openLead(...args);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
}

export default async function LeadPage({ params }: { params: Params }) {
  const raw = (await params).id;
  const { viewer, db } = await requireStaffPage('leads', `/ops/leads/${encodeURIComponent(raw)}/`);
  const id = parseLeadId(raw);
  if (id === null) notFound();
  const lead = await detailOr404(db, viewer, id);
  return (
    <div className="staff-leads">
      <StaffNav viewer={viewer} current="leads" />
      <LeadView initial={lead} />
    </div>
  );
}
