import type { Db } from '@/lib/db/connect';
import { leadActivity } from '@/lib/db/staff-schema';
import { audit } from '@/lib/staff';
import { assertHolds, type LeadAgent } from './claim';

/**
 * A note on a lead the agent holds (closed leads take none: the history is final). The note's
 * text stays in lead_activity; the audit row records that one was written, not what it says.
 */
export async function addLeadNote(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  body: string,
  now: Date = new Date(),
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await assertHolds(tx, agent, leadId, now);
    const [row] = await tx
      .insert(leadActivity)
      .values({ leadId, staffUserId: agent.id, kind: 'note', body, createdAt: now })
      .returning({ id: leadActivity.id });
    await audit(tx, agent, {
      action: 'lead.note',
      recordType: 'lead',
      recordId: String(leadId),
      detail: { activity_id: row!.id, chars: body.length },
    });
    return { id: row!.id };
  });
}
