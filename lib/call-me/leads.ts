import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { productPageOf } from '@/lib/catalog/source-page';
import type { Db } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { leadLock } from '@/lib/db/locks';
import { consentRows } from '@/lib/privacy/client';
import { isDoNotCall, recordConsents } from '@/lib/privacy';

/** A number asking again within this window updates its open lead instead of adding a copy. */
export const LEAD_DEDUPE_MINUTES = 30;

export interface LeadInput {
  /** Normalised 10-digit mobile number. */
  phone: string;
  /** The page the visitor asked from. */
  source: string;
  /** The form's separate, unticked marketing box. */
  marketing?: boolean;
}

/** A lead stored (new, or an open one of the number updated), or none: the number said 'do not call'. */
export interface StoredLead {
  id: number | null;
  created: boolean;
  doNotCall: boolean;
}

/**
 * Stores a call-me lead before the caller answers success, with the consent its form showed.
 * Concurrent requests for one number are serialised by a transaction-scoped advisory lock, so
 * they cannot both insert; 'do not call me' takes the same lock, and a number on that list
 * gets no lead at all (the answer says so).
 */
export async function recordLead(
  db: Db,
  input: LeadInput,
  now: Date = new Date(),
): Promise<StoredLead> {
  const page = await productPageOf(db, input.source);
  const since = new Date(now.getTime() - LEAD_DEDUPE_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(leadLock(input.phone));
    if (await isDoNotCall(tx, input.phone)) return { id: null, created: false, doNotCall: true };
    // The form's words, stored with the lead; an update adds only a newly ticked marketing box.
    const consent = (leadId: number, isNew: boolean) => {
      const rows = consentRows({
        phone: input.phone,
        purpose: 'call_back',
        via: 'call_me',
        marketing: input.marketing,
        leadId,
        now,
      });
      return recordConsents(tx, isNew ? rows : rows.filter((r) => r.purpose === 'marketing'));
    };
    const [open] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.phone, input.phone), eq(leads.status, 'new'), gt(leads.updatedAt, since)))
      .orderBy(desc(leads.updatedAt))
      .limit(1);
    if (open) {
      await tx
        .update(leads)
        .set({
          source: input.source,
          productId: sql`coalesce(${page.productId}::integer, ${leads.productId})`,
          cityId: sql`coalesce(${page.cityId}::integer, ${leads.cityId})`,
          requestCount: sql`${leads.requestCount} + 1`,
          updatedAt: now,
        })
        .where(eq(leads.id, open.id));
      await consent(open.id, false);
      return { id: open.id, created: false, doNotCall: false };
    }
    const [row] = await tx
      .insert(leads)
      .values({
        phone: input.phone,
        source: input.source,
        productId: page.productId,
        cityId: page.cityId,
        status: 'new',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leads.id });
    await consent(row!.id, true);
    return { id: row!.id, created: true, doNotCall: false };
  });
}
