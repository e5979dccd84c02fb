import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { centres, organisations } from '@/lib/db/schema';

export async function centreExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: centres.id }).from(centres).where(eq(centres.id, id)).limit(1);
  return rows.length > 0;
}

export async function organisationExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, id))
    .limit(1);
  return rows.length > 0;
}
