import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leadLock } from '@/lib/db/locks';
import { rowsOf } from '@/lib/db/rows';
import { consents, doNotCall, leads, privacyLog } from '@/lib/db/schema';
import { consentRow, type ConsentVia } from './client';
import { phoneKey } from './phone-key';

/** The open statuses of a lead (lib/lead-queue/states.ts): the ones an agent would still call. */
const OPEN = ['new', 'call_back', 'retry'];

/** The condition 'the number asked not to be called', for a statement that reads more. */
export async function onDoNotCallList(phone: string): Promise<SQL> {
  return sql`exists (select 1 from ${doNotCall} where ${doNotCall.phoneKey} = ${await phoneKey(phone)})`;
}

/** Whether the number asked not to be called. */
export async function isDoNotCall(db: Db, phone: string): Promise<boolean> {
  const [row] = rowsOf<{ yes: boolean }>(
    await db.execute(sql`select ${await onDoNotCallList(phone)} as yes`),
  );
  return row?.yes === true;
}

/**
 * 'Do not call me' (on) or 'you may call me again' (off). On: under the number's lead lock (the
 * one a call-me request takes), the number joins the list, its open leads close as
 * 'do_not_call' (claims released: the queue never shows them again), and the call-back consent
 * is withdrawn; all in one transaction. Returns how many leads it closed.
 */
export async function setDoNotCall(
  db: Db,
  phone: string,
  on: boolean,
  via: ConsentVia,
  now: Date = new Date(),
): Promise<{ leadsClosed: number }> {
  const key = await phoneKey(phone);
  return db.transaction(async (tx) => {
    await tx.execute(leadLock(phone));
    if (!on) {
      const removed = await tx.delete(doNotCall).where(eq(doNotCall.phoneKey, key)).returning();
      if (removed.length > 0) {
        await tx.insert(privacyLog).values({ at: now, action: 'calls_allowed', detail: { via } });
      }
      return { leadsClosed: 0 };
    }
    const added = await tx
      .insert(doNotCall)
      .values({ phoneKey: key, via, createdAt: now })
      .onConflictDoNothing()
      .returning();
    const closed = await tx
      .update(leads)
      .set({ status: 'do_not_call', dueAt: null, claimedBy: null, claimedAt: null, updatedAt: now })
      .where(and(eq(leads.phone, phone), inArray(leads.status, OPEN)))
      .returning({ id: leads.id });
    if (added.length > 0) {
      await tx.insert(consents).values(consentRow('call_back', false, { phone, via, now }));
      await tx.insert(privacyLog).values({
        at: now,
        action: 'do_not_call',
        detail: { via, leads_closed: closed.length },
      });
    }
    return { leadsClosed: closed.length };
  });
}
