// The family members of the account holding a number, as an agent on a call with its holder
// may see them to book for one: read through that number's account only.
import '@/lib/server-api/server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import { listMembers } from '@/lib/family';
import type { CallerMember } from './contract';
import { savedAddressesOf } from './member-addresses';
import { maskedNumber } from './report-link';

/** The number's account (null when it has none) and its members, in the order they were added. */
export async function callerFamily(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ accountId: number | null; members: CallerMember[] }> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!account) return { accountId: null, members: [] };
  // Where to collect a sample from: the caller's saved addresses, as the patient's screen has them.
  const addresses = await savedAddressesOf(db, account.id);
  const members = (await listMembers(db, account.id, now)).map((m) => ({
    id: m.id,
    name: m.name,
    relation: m.relation,
    age: m.age,
    gender: m.gender,
    child: m.child,
    phone_verified: m.phoneVerified,
    phone_masked: m.phoneVerified && m.phone ? maskedNumber(m.phone) : null,
    addresses: addresses.get(m.id) ?? [],
  }));
  return { accountId: account.id, members };
}
