import type { Metadata } from 'next';
import { EscalationList, LeadQueueView } from '@/components/lead-queue/queue.entry';
import { StaffNav } from '@/components/staff';
import { escalations, leadQueue } from '@/lib/lead-queue';
import { requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Call-back queue' };

/** The queue as it stands now, then kept fresh in the browser (the same JSON as its API). */
export default async function LeadQueuePage() {
  const { viewer, db } = await requireStaffPage('leads', '/ops/leads/');
  const [queue, chase] = await Promise.all([leadQueue(db, viewer.id), escalations(db)]);
  return (
    <div className="staff-leads">
      <StaffNav viewer={viewer} current="leads" />
      <h1>Call-back queue</h1>
      <EscalationList items={chase} />
      <LeadQueueView initial={queue} />
    </div>
  );
}
