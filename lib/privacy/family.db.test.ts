// A family member in My data and through their removal: the export lists each member with their
// addresses and bookings; removing one erases them and their bookings' personal fields and
// reports, cancels their upcoming bookings, and leaves the holder and the other members alone;
// another account's member is not found and nothing changes.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  bookingReports,
  bookings,
  familyMembers,
  memberAddresses,
  privacyLog,
} from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { eraseMember, myData } from '@/lib/privacy';
import {
  ASHA_PHONE,
  seedBookingsScenario,
  type BookingsScenario,
} from '@/lib/testing/bookings-scenario';
import { loggedIn } from '@/lib/testing/session';

let t: TestDb;
let s: BookingsScenario;
let owner: { phone: string; userId: number };
let stranger: { phone: string; userId: number };
const ids = { mother: 0, father: 0, strangersSon: 0 };
let upcoming = '';
const NOW = new Date('2026-11-25T06:00:00Z');

async function member(userId: number, name: string, relation: string, birthDate: string) {
  const [row] = await t.db
    .insert(familyMembers)
    .values({ userId, name, relation, birthDate, gender: 'female', phone: '9811122233' })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestDb();
  s = await seedBookingsScenario(t.db);
  owner = { phone: ASHA_PHONE, userId: (await loggedIn(t.db, ASHA_PHONE)).userId };
  stranger = { phone: '9000000001', userId: (await loggedIn(t.db, '9000000001')).userId };
  ids.mother = await member(owner.userId, 'Lakshmi Rao', 'mother', '1958-03-02');
  ids.father = await member(owner.userId, 'Venkat Rao', 'father', '1955-07-19');
  ids.strangersSon = await member(stranger.userId, 'Arjun Joshi', 'son', '2012-01-05');
  await t.db.insert(memberAddresses).values([
    {
      memberId: ids.mother,
      cityId: 1,
      address: '4-2-11, Lane 3, Ameerpet',
      pincode: '500016',
      isDefault: true,
    },
    {
      memberId: ids.mother,
      cityId: 1,
      address: 'Flat 9, Sai Towers, Kukatpally',
      pincode: '500072',
    },
  ]);
  // Asha's home collection was for her mother, and its report is in; her MRI was her own.
  await t.db
    .update(bookings)
    .set({ userId: owner.userId, memberId: ids.mother, patientName: 'Lakshmi Rao', patientAge: 68 })
    .where(eq(bookings.id, s.bookings.ashaHome.id));
  await t.db
    .update(bookings)
    .set({ userId: owner.userId })
    .where(eq(bookings.id, s.bookings.ashaMri.id));
  await t.db.insert(bookingReports).values({
    bookingId: s.bookings.ashaHome.id,
    content: Buffer.from('%PDF-1.7 CBC of Lakshmi Rao %%EOF'),
    size: 33,
    sha256: '0'.repeat(64),
    uploadedBy: 'staff-a',
    uploadedAt: NOW,
  });
  // And her mother has a test still to come.
  const [next] = await t.db
    .insert(bookings)
    .values({
      ...s.bookings.ashaHome,
      id: undefined,
      reference: 'DX-FAM2UP',
      slotStart: new Date('2026-11-28T04:30:00Z'),
      status: 'confirmed',
      idempotencyKey: randomUUID(),
      userId: owner.userId,
      memberId: ids.mother,
      patientName: 'Lakshmi Rao',
    })
    .returning();
  upcoming = next!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('My data and the family', () => {
  it('lists each member with their addresses and bookings, and each booking names its member', async () => {
    const data = await myData(t.db, owner, NOW);
    expect(data.family.map((m) => [m.name, m.relation, m.birth_date])).toEqual([
      ['Lakshmi Rao', 'mother', '1958-03-02'],
      ['Venkat Rao', 'father', '1955-07-19'],
    ]);
    const mother = data.family[0]!;
    expect(mother.addresses).toEqual([
      { address: '4-2-11, Lane 3, Ameerpet', pincode: '500016', landmark: null, default: true },
      {
        address: 'Flat 9, Sai Towers, Kukatpally',
        pincode: '500072',
        landmark: null,
        default: false,
      },
    ]);
    expect(mother.bookings.sort()).toEqual([s.bookings.ashaHome.reference, 'DX-FAM2UP'].sort());
    expect(data.family[1]!.bookings).toEqual([]);
    const byRef = new Map(data.bookings.map((b) => [b.reference, b.for_member]));
    expect(byRef.get(s.bookings.ashaHome.reference)).toBe(ids.mother);
    expect(byRef.get(s.bookings.ashaMri.reference)).toBeNull();
    // Another family's member is nowhere in it.
    expect(JSON.stringify(data)).not.toContain('Arjun Joshi');
  });

  it('refuses another account’s member with 404, and changes nothing', async () => {
    await expect(eraseMember(t.db, owner, ids.strangersSon, NOW)).rejects.toMatchObject({
      status: 404,
      subCode: 'member_not_found',
    });
    const [son] = await t.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, ids.strangersSon));
    expect(son?.name).toBe('Arjun Joshi');
  });

  it('removing a member erases them, their bookings’ personal fields and reports, and cancels what is to come', async () => {
    const counts = await eraseMember(t.db, owner, ids.mother, NOW);
    expect(counts).toEqual({ bookings_cancelled: 1, bookings_anonymised: 2, reports: 1 });

    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.id, ids.mother))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, ids.mother)),
    ).toEqual([]);
    const rows = await t.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [s.bookings.ashaHome.id, upcoming]));
    for (const b of rows) {
      expect({
        name: b.patientName,
        age: b.patientAge,
        gender: b.patientGender,
        phone: b.phone,
        address: b.address,
        pincode: b.pincode,
        landmark: b.landmark,
        user: b.userId,
        member: b.memberId,
      }).toEqual({
        name: null,
        age: null,
        gender: null,
        phone: null,
        address: null,
        pincode: null,
        landmark: null,
        user: null,
        member: null,
      });
      expect(b.erasedAt).toEqual(NOW);
      // The centre's accounts keep the booking itself.
      expect(b.reference).toMatch(/^DX-/);
    }
    expect(rows.find((b) => b.id === upcoming)?.status).toBe('cancelled_by_patient');
    expect(
      await t.db
        .select()
        .from(bookingReports)
        .where(eq(bookingReports.bookingId, s.bookings.ashaHome.id)),
    ).toEqual([]);
    // Not a trace of her in any text column of what is left.
    const everything = JSON.stringify(await t.db.select().from(bookings));
    expect(everything).not.toContain('Lakshmi');
    expect(everything).not.toContain('Ameerpet');
    const [log] = await t.db
      .select()
      .from(privacyLog)
      .where(eq(privacyLog.action, 'member_erasure'));
    expect(log?.detail).toEqual(counts);
  });

  it('leaves the holder, the other members and the other family as they were', async () => {
    const [mri] = await t.db.select().from(bookings).where(eq(bookings.id, s.bookings.ashaMri.id));
    expect(mri?.patientName).toBe('Asha Rao');
    expect(mri?.phone).toBe(ASHA_PHONE);
    const left = await t.db.select({ name: familyMembers.name }).from(familyMembers);
    expect(left.map((m) => m.name).sort()).toEqual(['Arjun Joshi', 'Venkat Rao']);
    const data = await myData(t.db, owner, NOW);
    expect(data.family.map((m) => m.name)).toEqual(['Venkat Rao']);
  });
});
