import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { productPageOf } from '@/lib/catalog/source-page';
import type { Db } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';

/** A number asking again within this window updates its open lead instead of adding a copy. */
export const LEAD_DEDUPE_MINUTES = 30;

export interface LeadInput {
  /** Normalised 10-digit mobile number. */
  phone: string;
  /** The page the visitor asked from. */
  source: string;
}

export interface StoredLead {
  id: number;
  created: boolean;
}

/**
 * Stores a call-me lead before the caller answers success. Concurrent requests for one
 * number are serialised by a transaction-scoped advisory lock, so they cannot both insert.
 */
export async function recordLead(
  db: Db,
  input: LeadInput,
  now: Date = new Date(),
): Promise<StoredLead> {
  const page = await productPageOf(db, input.source);
  const since = new Date(now.getTime() - LEAD_DEDUPE_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${input.phone}`}))`);
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
      return { id: open.id, created: false };
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
    return { id: row!.id, created: true };
  });
}
