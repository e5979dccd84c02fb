// The sources and mediums a campaign link may use: a list the admin keeps, so the
// report's rows are not split by "Facebook", "fb" and "facebook.com".
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { campaignChannels } from '@/lib/db/campaign-schema';
import type { CHANNEL_KINDS } from './contract';

type Kind = (typeof CHANNEL_KINDS)[number];

export async function listChannels(db: Db): Promise<{ source: string[]; medium: string[] }> {
  const rows = await db
    .select({ kind: campaignChannels.kind, value: campaignChannels.value })
    .from(campaignChannels)
    .orderBy(asc(campaignChannels.value));
  return {
    source: rows.filter((r) => r.kind === 'source').map((r) => r.value),
    medium: rows.filter((r) => r.kind === 'medium').map((r) => r.value),
  };
}

export async function isChannel(db: Db, kind: Kind, value: string): Promise<boolean> {
  const [row] = await db
    .select({ value: campaignChannels.value })
    .from(campaignChannels)
    .where(and(eq(campaignChannels.kind, kind), eq(campaignChannels.value, value)));
  return Boolean(row);
}

/** Adds a value (again is fine) or removes one; links already made keep theirs. */
export async function setChannel(
  db: Db,
  staffId: string,
  { kind, value, remove }: { kind: Kind; value: string; remove?: boolean },
): Promise<void> {
  if (remove) {
    await db
      .delete(campaignChannels)
      .where(and(eq(campaignChannels.kind, kind), eq(campaignChannels.value, value)));
    return;
  }
  await db
    .insert(campaignChannels)
    .values({ kind, value, createdBy: staffId })
    .onConflictDoNothing();
}
