// The caller's family, for booking on their behalf: only the agent holding the lead sees it,
// only for the lead's number, and the audit row (written in the same transaction) names the
// account and every member shown.
import { callerFamily, type CallerFamilyResponse } from '@/lib/booking';
import type { Db } from '@/lib/db/connect';
import { audit } from '@/lib/staff';
import { assertHolds, type LeadAgent } from './claim';

export async function leadFamily(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  now: Date = new Date(),
): Promise<CallerFamilyResponse> {
  return db.transaction(async (tx) => {
    const lead = await assertHolds(tx, agent, leadId, now);
    const { accountId, members } = await callerFamily(tx, lead.phone, now);
    await audit(tx, agent, {
      action: 'lead.family_viewed',
      at: now,
      recordType: 'lead',
      recordId: String(lead.id),
      detail: { account_id: accountId, member_ids: members.map((m) => m.id) },
    });
    return { members };
  });
}
