// The account's family as the page and the API show it: each member with its saved addresses.
import type { Db } from '@/lib/db/connect';
import { addressesOf, type MemberAddress } from './addresses';
import { listMembers, type Member } from './members';

export const MY_FAMILY_PATH = '/my-family/';

export type FamilyMember = Member & { addresses: MemberAddress[] };

export async function familyOf(db: Db, userId: number, now: Date): Promise<FamilyMember[]> {
  const [members, addresses] = await Promise.all([
    listMembers(db, userId, now),
    addressesOf(db, userId),
  ]);
  return members.map((m) => ({ ...m, addresses: addresses.filter((a) => a.memberId === m.id) }));
}

/** A member as the API answers it (snake_case, as every answer of the API). */
export function memberJson(m: FamilyMember) {
  return {
    id: m.id,
    name: m.name,
    relation: m.relation,
    birth_date: m.birthDate,
    age: m.age,
    gender: m.gender,
    phone: m.phone,
    phone_verified: m.phoneVerified,
    messages_to_member: m.messagesToMember,
    language: m.language,
    child: m.child,
    adult_notice: m.adultNotice,
    addresses: m.addresses.map((a) => ({
      id: a.id,
      city_id: a.cityId,
      city_name: a.cityName,
      address: a.address,
      pincode: a.pincode,
      landmark: a.landmark,
      is_default: a.isDefault,
    })),
  };
}

/** The whole family's answer: what every change answers too, so a client redraws from it. */
export async function familyJson(db: Db, userId: number, now: Date) {
  return { members: (await familyOf(db, userId, now)).map(memberJson) };
}
