// The saved addresses a booking screen offers with each member, the patient's or the agent's:
// read through the account, in the answer's shape.
import '@/lib/server-api/server-only';
import type { Db } from '@/lib/db/connect';
import { addressesOf } from '@/lib/family';
import type { SavedAddress } from './contract';

/** The account's saved addresses by member id, each member's default first. */
export async function savedAddressesOf(
  db: Db,
  userId: number,
): Promise<Map<number, SavedAddress[]>> {
  const byMember = new Map<number, SavedAddress[]>();
  for (const a of await addressesOf(db, userId)) {
    const list = byMember.get(a.memberId) ?? [];
    list.push({
      id: a.id,
      city_id: a.cityId,
      address: a.address,
      pincode: a.pincode,
      landmark: a.landmark,
      is_default: a.isDefault,
    });
    byMember.set(a.memberId, list);
  }
  return byMember;
}
