import type { Metadata } from 'next';
import { LeadQueueView } from '@/components/staff/leads/queue-view';
import { StaffNav } from '@/components/staff/nav';
import { requireStaffPage } from '@/lib/staff/guard';
import { leadQueue } from '@/lib/staff/leads/queue';

export const metadata: Metadata = { title: 'Call-back queue' };

/** The queue as it stands now, then kept fresh in the browser (the same JSON as its API). */
export default async function LeadQueuePage() {
  const { viewer, db } = await requireStaffPage('leads', '/ops/leads/');
  const queue = await leadQueue(db, viewer.id);
  return (
    <div className="staff-leads">
      <StaffNav viewer={viewer} current="leads" />
      <h1>Call-back queue</h1>
      <LeadQueueView initial={queue} />
    </div>
  );
}
