// A member added as a child (on the holder's guardian consent) who turns 18 on India's calendar:
// from then on their data needs their own consent, so the holder is told on My family, once,
// and the member may claim their details with their own number (lib/family/claim.ts).
import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { familyMembers } from '@/lib/db/schema';
import { indiaDate } from '@/lib/locale/india';
import { ADULT_AGE, ageOn } from './rules';

/**
 * The latest birth date that is 18 on India's date at `now`. On 29 Feb the date 18 years back
 * may not exist; 28 Feb is then the last one already 18 (a 29 Feb birthday counts on 1 Mar).
 */
function adultCutoff(now: Date): string {
  const today = indiaDate(now);
  const year = String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0');
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${year}-${monthDay}`;
}

/**
 * Marks each member who was added as a child and is 18 at `now` with the time the holder is
 * told (adult_notice_at), at most once per member. Returns how many were marked now.
 */
export async function noticeAdultMembers(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: familyMembers.id, birthDate: familyMembers.birthDate })
    .from(familyMembers)
    .where(
      and(
        isNotNull(familyMembers.guardianConsentId),
        isNull(familyMembers.adultNoticeAt),
        lte(familyMembers.birthDate, adultCutoff(now)),
      ),
    );
  // The cutoff is the calendar's; ageOn is the rule, and has the last word.
  const ids = due.filter((m) => ageOn(m.birthDate, now) >= ADULT_AGE).map((m) => m.id);
  if (ids.length === 0) return 0;
  const marked = await db
    .update(familyMembers)
    .set({ adultNoticeAt: now })
    .where(and(inArray(familyMembers.id, ids), isNull(familyMembers.adultNoticeAt)))
    .returning({ id: familyMembers.id });
  return marked.length;
}
