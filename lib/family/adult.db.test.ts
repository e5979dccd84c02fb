// A member added as a child who turns 18, on the database with an injected clock: the holder's
// notice is set from India's midnight of the 18th birthday and not a moment before (a 29 Feb
// birthday counts on 1 Mar), and only once; the member's claim with their own verified number
// moves their bookings to their account, records their own consent and removes them from the
// holder's family, while anyone else gets a 404 and a member under 18 a 409.
import { and, desc, eq } from 'drizzle-orm';
import { bookings, consents, familyMembers, memberAddresses, privacyLog } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { recordGuardianConsent } from '@/lib/privacy';
import { consentWordsIn } from '@/lib/privacy/client';
import { HttpError } from '@/lib/server-api/errors';
import {
  ASHA_PHONE,
  seedBookingsScenario,
  type BookingsScenario,
} from '@/lib/testing/bookings-scenario';
import { loggedIn } from '@/lib/testing/session';
import { noticeAdultMembers } from './adult-notice';
import { claimMember, claimableFor } from './claim';
import { listMembers } from './members';

let t: TestDb;
let s: BookingsScenario;
let holder: { userId: number; phone: string };
let grownUp: { userId: number; phone: string };
let stranger: { userId: number; phone: string };
const SON_PHONE = '9811122233';

/** India's wall-clock time (UTC+5:30) as the instant it is. */
const ist = (local: string) => new Date(`${local}+05:30`);

async function child(birthDate: string, extra: Partial<typeof familyMembers.$inferInsert> = {}) {
  const guardianConsentId = await recordGuardianConsent(t.db, {
    phone: holder.phone,
    now: ist('2020-01-01T10:00:00'),
  });
  const [row] = await t.db
    .insert(familyMembers)
    .values({
      userId: holder.userId,
      name: 'Arjun Rao',
      relation: 'son',
      birthDate,
      gender: 'male',
      guardianConsentId,
      ...extra,
    })
    .returning();
  return row!.id;
}

const noticeOf = async (id: number) =>
  (await t.db.select().from(familyMembers).where(eq(familyMembers.id, id)))[0]?.adultNoticeAt;

beforeAll(async () => {
  t = await createTestDb();
  s = await seedBookingsScenario(t.db);
  holder = { phone: ASHA_PHONE, userId: (await loggedIn(t.db, ASHA_PHONE)).userId };
  grownUp = { phone: SON_PHONE, userId: (await loggedIn(t.db, SON_PHONE)).userId };
  stranger = { phone: '9000000001', userId: (await loggedIn(t.db, '9000000001')).userId };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(familyMembers);
});

describe('the notice when a child member turns 18', () => {
  it('is set from India’s midnight of the 18th birthday, not the day before, and once', async () => {
    const id = await child('2008-05-10');
    expect(await noticeAdultMembers(t.db, ist('2026-05-09T23:59:59'))).toBe(0);
    expect(await noticeOf(id)).toBeNull();
    // 00:00 in India is still 9 May in UTC: India's calendar decides.
    const birthday = ist('2026-05-10T00:00:00');
    expect(await noticeAdultMembers(t.db, birthday)).toBe(1);
    expect(await noticeOf(id)).toEqual(birthday);
    expect(await noticeAdultMembers(t.db, ist('2026-05-11T09:00:00'))).toBe(0);
    expect(await noticeOf(id)).toEqual(birthday);
    const [member] = await listMembers(t.db, holder.userId, birthday);
    expect(member).toMatchObject({ age: 18, child: false, adultNotice: true });
  });

  it('comes on 1 March for a 29 February birthday in a year without one', async () => {
    const id = await child('2008-02-29');
    expect(await noticeAdultMembers(t.db, ist('2026-02-28T23:59:59'))).toBe(0);
    expect(await noticeOf(id)).toBeNull();
    expect(await noticeAdultMembers(t.db, ist('2026-03-01T00:00:00'))).toBe(1);
  });

  it('on a 29 February marks those 18 by then and no one born after', async () => {
    const turned = await child('2006-02-28');
    const notYet = await child('2006-03-01');
    expect(await noticeAdultMembers(t.db, ist('2024-02-29T12:00:00'))).toBe(1);
    expect(await noticeOf(turned)).not.toBeNull();
    expect(await noticeOf(notYet)).toBeNull();
  });

  it('is never set for a member who was added as an adult', async () => {
    const id = await child('1990-01-01', { guardianConsentId: null, relation: 'spouse' });
    expect(await noticeAdultMembers(t.db, ist('2026-11-27T12:00:00'))).toBe(0);
    expect(await noticeOf(id)).toBeNull();
  });
});

describe('claiming the details', () => {
  const NOW = ist('2026-11-25T11:00:00');

  async function grownUpWithBooking(birthDate = '2008-02-29') {
    const id = await child(birthDate, {
      phone: SON_PHONE,
      phoneVerifiedAt: ist('2025-06-01T10:00:00'),
      adultNoticeAt: null,
    });
    await t.db.insert(memberAddresses).values({
      memberId: id,
      cityId: s.centres.a1.cityId,
      address: '4-2-11, Lane 3, Ameerpet',
      pincode: '500016',
    });
    await t.db
      .update(bookings)
      .set({ userId: holder.userId, memberId: id, patientName: 'Arjun Rao' })
      .where(eq(bookings.id, s.bookings.ashaHome.id));
    await t.db
      .update(bookings)
      .set({ userId: holder.userId, memberId: null })
      .where(eq(bookings.id, s.bookings.ashaMri.id));
    return id;
  }

  it('is offered to the member’s own number, with the holder’s number', async () => {
    const id = await grownUpWithBooking();
    expect(await claimableFor(t.db, grownUp, NOW)).toEqual([
      { memberId: id, name: 'Arjun Rao', holderPhone: ASHA_PHONE },
    ]);
    expect(await claimableFor(t.db, stranger, NOW)).toEqual([]);
    expect(await claimableFor(t.db, holder, NOW)).toEqual([]);
  });

  it('moves the bookings, records the own consent and removes the member', async () => {
    const id = await grownUpWithBooking();
    const before = await t.db.select({ id: consents.id }).from(consents);
    expect(await claimMember(t.db, { ...grownUp, language: 'hi' }, id, NOW)).toEqual({
      bookings: 1,
    });
    const [moved] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, s.bookings.ashaHome.id));
    expect(moved).toMatchObject({
      userId: grownUp.userId,
      memberId: null,
      phone: SON_PHONE,
      language: 'hi',
      patientName: 'Arjun Rao',
    });
    // The holder's own booking stays the holder's.
    const [own] = await t.db.select().from(bookings).where(eq(bookings.id, s.bookings.ashaMri.id));
    expect(own).toMatchObject({ userId: holder.userId, memberId: null });
    const [consent] = await t.db
      .select()
      .from(consents)
      .where(eq(consents.phone, SON_PHONE))
      .orderBy(desc(consents.id));
    expect(consent).toMatchObject({
      purpose: 'booking_messages',
      granted: true,
      via: 'my_family',
      wording: consentWordsIn('hi').booking_messages,
      createdAt: NOW,
    });
    expect((await t.db.select({ id: consents.id }).from(consents)).length).toBe(before.length + 1);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.id, id))).toEqual([]);
    expect(
      await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, id)),
    ).toEqual([]);
    expect(await listMembers(t.db, holder.userId, NOW)).toEqual([]);
    const [log] = await t.db
      .select()
      .from(privacyLog)
      .where(eq(privacyLog.action, 'member_claimed'))
      .orderBy(desc(privacyLog.id));
    expect(log!.detail).toEqual({ bookings: 1 });
  });

  async function refusal(claim: Promise<unknown>) {
    const error = await claim.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  it('is a 404 for any other number, and nothing changes', async () => {
    const id = await grownUpWithBooking();
    for (const who of [stranger, holder]) {
      const error = await refusal(claimMember(t.db, who, id, NOW));
      expect([error.status, error.subCode]).toEqual([404, 'claim_not_found']);
    }
    // An unverified number of the member's is not theirs yet either.
    await t.db.update(familyMembers).set({ phoneVerifiedAt: null }).where(eq(familyMembers.id, id));
    const error = await refusal(claimMember(t.db, grownUp, id, NOW));
    expect(error.status).toBe(404);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.id, id))).toHaveLength(1);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, s.bookings.ashaHome.id), eq(bookings.memberId, id)));
    expect(booking?.userId).toBe(holder.userId);
  });

  it('is a 409 the day before the 18th birthday, and goes through on it', async () => {
    const id = await grownUpWithBooking('2008-11-26');
    const error = await refusal(claimMember(t.db, grownUp, id, ist('2026-11-25T23:59:59')));
    expect([error.status, error.subCode]).toEqual([409, 'member_not_adult']);
    expect(await claimableFor(t.db, grownUp, ist('2026-11-25T23:59:59'))).toEqual([]);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.id, id))).toHaveLength(1);
    await expect(claimMember(t.db, grownUp, id, ist('2026-11-26T00:00:00'))).resolves.toEqual({
      bookings: 1,
    });
  });
});
