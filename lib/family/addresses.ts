// A member's saved addresses for home collection. The PIN code must belong to the chosen city:
// its first three digits (the sorting district) are those of one of the city's areas. Each
// member has at most one default; the database's partial unique index holds it to that.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { areas, cities, familyMembers, memberAddresses } from '@/lib/db/schema';
import { HttpError } from '@/lib/server-api/errors';
import type { AddressBody } from './contract';
import { memberOf } from './members';

/** Enough for home, work and a parent's, with room to spare. */
export const MAX_ADDRESSES = 5;

export interface MemberAddress {
  id: number;
  memberId: number;
  cityId: number;
  cityName: string;
  address: string;
  pincode: string;
  landmark: string | null;
  isDefault: boolean;
}

export const addressNotFound = () =>
  new HttpError(404, 'address_not_found', 'That address was not found for this family member.');

/** Whether `pincode` lies in the city: its sorting district is one of the city's areas'. */
export async function pincodeInCity(db: Db, cityId: number, pincode: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(areas)
    .where(and(eq(areas.cityId, cityId), sql`left(${areas.pincode}, 3) = ${pincode.slice(0, 3)}`));
  return Number(row?.n ?? 0) > 0;
}

/** The addresses of the account's members, default first. */
export async function addressesOf(db: Db, userId: number): Promise<MemberAddress[]> {
  return db
    .select({
      id: memberAddresses.id,
      memberId: memberAddresses.memberId,
      cityId: memberAddresses.cityId,
      cityName: cities.name,
      address: memberAddresses.address,
      pincode: memberAddresses.pincode,
      landmark: memberAddresses.landmark,
      isDefault: memberAddresses.isDefault,
    })
    .from(memberAddresses)
    .innerJoin(familyMembers, eq(familyMembers.id, memberAddresses.memberId))
    .innerJoin(cities, eq(cities.id, memberAddresses.cityId))
    .where(eq(familyMembers.userId, userId))
    .orderBy(
      asc(memberAddresses.memberId),
      sql`${memberAddresses.isDefault} desc`,
      asc(memberAddresses.id),
    );
}

/** Saves an address for the member; the first, or one asked to be, becomes the default. */
export async function addAddress(
  db: Db,
  userId: number,
  memberId: number,
  body: AddressBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, userId, memberId);
    await tx.execute(
      sql`select 1 from ${familyMembers} where ${familyMembers.id} = ${member.id} for update`,
    );
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, body.city_id));
    if (!city) {
      throw new HttpError(400, 'unknown_city', 'city_id: choose one of our cities.', {
        fields: [{ field: 'city_id', message: 'must be one of our cities' }],
      });
    }
    if (!(await pincodeInCity(tx, city.id, body.pincode))) {
      throw new HttpError(
        400,
        'pincode_not_in_city',
        'pincode: this PIN code is not in the chosen city.',
        {
          fields: [{ field: 'pincode', message: 'is not in the chosen city' }],
        },
      );
    }
    const existing = await tx
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, member.id));
    if (existing.length >= MAX_ADDRESSES) {
      throw new HttpError(
        409,
        'too_many_addresses',
        `A family member can keep at most ${MAX_ADDRESSES} addresses. Remove one to add another.`,
      );
    }
    const isDefault = body.is_default || existing.length === 0;
    if (isDefault) {
      await tx
        .update(memberAddresses)
        .set({ isDefault: false })
        .where(eq(memberAddresses.memberId, member.id));
    }
    const [row] = await tx
      .insert(memberAddresses)
      .values({
        memberId: member.id,
        cityId: city.id,
        address: body.address,
        pincode: body.pincode,
        landmark: body.landmark ?? null,
        isDefault,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

async function addressOf(db: Db, memberId: number, addressId: number) {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.memberId, memberId)));
  if (!row) throw addressNotFound();
  return row;
}

/** Removes an address; when it was the default, the oldest left becomes the default. */
export async function removeAddress(db: Db, userId: number, memberId: number, addressId: number) {
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, userId, memberId);
    await tx.execute(
      sql`select 1 from ${familyMembers} where ${familyMembers.id} = ${member.id} for update`,
    );
    const row = await addressOf(tx, member.id, addressId);
    await tx.delete(memberAddresses).where(eq(memberAddresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, member.id))
      .orderBy(asc(memberAddresses.id))
      .limit(1);
    if (next) {
      await tx
        .update(memberAddresses)
        .set({ isDefault: true })
        .where(eq(memberAddresses.id, next.id));
    }
  });
}

/** Makes an address the member's default, and no other. */
export async function setDefaultAddress(
  db: Db,
  userId: number,
  memberId: number,
  addressId: number,
) {
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, userId, memberId);
    await tx.execute(
      sql`select 1 from ${familyMembers} where ${familyMembers.id} = ${member.id} for update`,
    );
    const row = await addressOf(tx, member.id, addressId);
    await tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(and(eq(memberAddresses.memberId, member.id), eq(memberAddresses.isDefault, true)));
    await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, row.id));
  });
}
