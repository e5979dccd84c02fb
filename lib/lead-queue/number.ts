// The patient's number, unmasked for the agent holding the lead and for nobody else. The
// audit row is written in the same transaction, so no number leaves without its trace.
import type { Db } from '@/lib/db/connect';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { audit } from '@/lib/staff';
import { assertHolds, type LeadAgent } from './claim';

export interface RevealedNumber {
  phone: string;
  display: string;
  tel: string;
}

export async function revealNumber(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  now: Date = new Date(),
): Promise<RevealedNumber> {
  return db.transaction(async (tx) => {
    const lead = await assertHolds(tx, agent, leadId, now);
    await audit(tx, agent, {
      action: 'lead.number_viewed',
      recordType: 'lead',
      recordId: String(lead.id),
    });
    return { phone: lead.phone, display: displayMobile(lead.phone), tel: `tel:+91${lead.phone}` };
  });
}
