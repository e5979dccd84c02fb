// Who works on a lead. Each step is one conditional UPDATE: PostgreSQL locks the row, and a
// concurrent update re-checks the condition against the row as the winner left it, so two
// agents can never both hold a lead, nor act on one they no longer hold.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { staffUsers } from '@/lib/db/staff-schema';
import { type StaffViewer, audit } from '@/lib/staff';
import { isDue, isFree, isHeldBy, isOpen, staleBefore } from './conditions';
import { leadClosed, leadNotDue, leadNotFound, leadNotHeld, leadTaken } from './errors';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { isOpenStatus, type LeadStatus } from './states';

export type LeadRow = typeof leads.$inferSelect;

/** Who acts on a lead: the signed-in staff member (what the audit trail records of them). */
export type LeadAgent = Pick<StaffViewer, 'id' | 'email' | 'ip'>;

/** Refreshes the holder's claim; undefined when `staffId` does not hold the open lead. */
async function touchIfHeld(db: Db, staffId: string, leadId: number, now: Date) {
  const [row] = await db
    .update(leads)
    .set({ claimedAt: now, updatedAt: now })
    .where(and(eq(leads.id, leadId), isOpen(), isHeldBy(staffId, now)))
    .returning();
  return row;
}

/** Why `staffId` may not claim (or act on) the lead, read after the conditional update failed. */
async function refusal(db: Db, staffId: string, leadId: number, now: Date, claiming: boolean) {
  const [row] = await db
    .select({
      status: leads.status,
      dueAt: leads.dueAt,
      claimedBy: leads.claimedBy,
      claimedAt: leads.claimedAt,
      holder: staffUsers.name,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.claimedBy))
    .where(eq(leads.id, leadId));
  if (!row) return leadNotFound();
  if (!isOpenStatus(row.status)) return leadClosed(row.status as LeadStatus);
  const fresh = row.claimedAt !== null && row.claimedAt > staleBefore(now);
  const otherHolder = fresh && row.claimedBy !== staffId ? row.holder : null;
  if (claiming) {
    if (row.dueAt && row.dueAt > now) return leadNotDue(indiaDateTimeLabel(row.dueAt));
    // Free by now (the winner released it in the meantime) still lost this race: say taken.
    return leadTaken(otherHolder);
  }
  return leadNotHeld(otherHolder, !fresh && row.claimedBy === staffId);
}

/**
 * Claims a waiting lead for `agent`: open, due, and free (or its claim lapsed). Claiming a lead
 * one already holds only refreshes the claim. Anything else is a 409 saying why (lead_taken,
 * lead_not_due, lead_closed) or a 404.
 */
export async function claimLead(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  now: Date = new Date(),
): Promise<LeadRow> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ claimedBy: agent.id, claimedAt: now, updatedAt: now })
      .where(and(eq(leads.id, leadId), isOpen(), isDue(now), isFree(now)))
      .returning();
    if (row) {
      await audit(tx, agent, {
        action: 'lead.claimed',
        at: now,
        recordType: 'lead',
        recordId: String(leadId),
        detail: { status: row.status, attempts: row.attempts },
      });
    }
    return row;
  });
  if (claimed) return claimed;
  const mine = await touchIfHeld(db, agent.id, leadId, now);
  if (mine) return mine;
  throw await refusal(db, agent.id, leadId, now, true);
}

/**
 * The open lead `agent` holds, its claim refreshed (every action of the holder counts as
 * touching it): the check before anything that reads the number or changes the lead. Inside
 * a transaction the row stays locked until it ends, so nobody takes the lead over meanwhile.
 * Throws 404 for an unknown lead, 409 lead_closed or lead_not_held.
 */
export async function assertHolds(
  db: Db,
  agent: Pick<LeadAgent, 'id'>,
  leadId: number,
  now: Date = new Date(),
): Promise<LeadRow> {
  const row = await touchIfHeld(db, agent.id, leadId, now);
  if (row) return row;
  throw await refusal(db, agent.id, leadId, now, false);
}

/** The holder gives the lead back to the queue (a lapsed claim nobody took may be given back too). */
export async function releaseLead(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  now: Date = new Date(),
): Promise<LeadRow> {
  const released = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ claimedBy: null, claimedAt: null, updatedAt: now })
      .where(and(eq(leads.id, leadId), isOpen(), eq(leads.claimedBy, agent.id)))
      .returning();
    if (row) {
      await audit(tx, agent, {
        action: 'lead.released',
        at: now,
        recordType: 'lead',
        recordId: String(leadId),
      });
    }
    return row;
  });
  if (released) return released;
  throw await refusal(db, agent.id, leadId, now, false);
}
