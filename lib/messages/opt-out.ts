import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { reminderOptOuts } from '@/lib/db/schema';

/** Stops (or allows again) the reminders of a number; a send checks this at its moment. */
export async function setRemindersStopped(db: Db, phone: string, stopped: boolean): Promise<void> {
  if (stopped) await db.insert(reminderOptOuts).values({ phone }).onConflictDoNothing();
  else await db.delete(reminderOptOuts).where(eq(reminderOptOuts.phone, phone));
}

export async function remindersStopped(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: reminderOptOuts.phone })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.phone, phone));
  return Boolean(row);
}
