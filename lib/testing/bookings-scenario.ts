// For the bookings search's tests: two organisations' centres, their bookings and the staff
// who look at them. Organisation A has two centres in Hyderabad, B one in Pune; B's centre
// also holds a long run of older bookings, so a search has more than one page.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/connect';
import { bookings, leads } from '@/lib/db/schema';
import { leadBookings, staffUsers, type StaffRole } from '@/lib/db/staff-schema';
import { indiaInstant } from '@/lib/locale/india';
import type { StaffViewer } from '@/lib/staff';
import { fixture } from '@/lib/testing/catalog-fixture';

export const DAY = '2026-11-24';
export const NEXT_DAY = '2026-11-25';
export const OLD_DAY = '2026-11-20';
/** Older bookings at B's centre: more than a page with the others. */
export const OLD_RUN = 55;
export const ASHA_PHONE = '9876543210';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** DX-TEST.. references, in the booking reference alphabet. */
export const testReference = (n: number) =>
  `DX-TEST${ALPHABET[Math.floor(n / ALPHABET.length)]}${ALPHABET[n % ALPHABET.length]}`;

const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(date, h! * 60 + m!);
};

export async function seedBookingsScenario(db: Db) {
  const f = fixture(db);
  const hyderabad = await f.city('Hyderabad');
  const pune = await f.city('Pune');
  const ameerpet = await f.area(hyderabad.id, 'Ameerpet');
  const baner = await f.area(pune.id, 'Baner');
  const imaging = await f.category('mri', 'MRI');
  const lab = await f.category('hematology', 'Hematology');
  const mri = await f.product(imaging.id, 'MRI Brain');
  const cbc = await f.product(lab.id, 'CBC', { homeServiceAllowed: true });
  const orgA = await f.organisation('Nirmal Imaging');
  const orgB = await f.organisation('Vijaya Labs');
  const a1 = await f.centre(orgA.id, ameerpet, undefined, { name: 'Nirmal Imaging Ameerpet' });
  const a2 = await f.centre(orgA.id, ameerpet, undefined, {
    name: 'Nirmal Imaging SR Nagar',
    homeService: true,
    homeCollectionFee: 99,
  });
  const b1 = await f.centre(orgB.id, baner, undefined, { name: 'Vijaya Labs Baner' });

  const staff = async (key: string, role: StaffRole, organisationId: number | null = null) => {
    const [row] = await db
      .insert(staffUsers)
      .values({
        id: `staff-${key}`,
        name: `${key} person`,
        email: `${key}@example.in`,
        role,
        organisationId,
        twoFactorEnabled: true,
      })
      .returning();
    return row!;
  };
  const users = {
    admin: await staff('admin', 'admin'),
    agent: await staff('agent', 'ops_agent'),
    staffA: await staff('staff-a', 'centre_staff', orgA.id),
    staffA1: await staff('staff-a1', 'centre_staff', orgA.id),
    staffB: await staff('staff-b', 'centre_staff', orgB.id),
  };

  let n = 0;
  const book = async (
    over: Partial<typeof bookings.$inferInsert> &
      Pick<typeof bookings.$inferInsert, 'centreId' | 'productId' | 'slotStart'>,
  ) => {
    const [row] = await db
      .insert(bookings)
      .values({
        reference: testReference(n++),
        service: 'walkin',
        patientName: 'Asha Rao',
        patientAge: 42,
        patientGender: 'female',
        phone: ASHA_PHONE,
        price: 3750,
        homeCollectionFee: 0,
        nightSurcharge: 0,
        total: 3750,
        status: 'confirmed',
        idempotencyKey: randomUUID(),
        requestHash: 'test',
        ...over,
      })
      .returning();
    return row!;
  };

  const ashaMri = await book({ centreId: a1.id, productId: mri.id, slotStart: at(DAY, '10:00') });
  const raviByAgent = await book({
    centreId: a1.id,
    productId: mri.id,
    slotStart: at(NEXT_DAY, '09:00'),
    patientName: 'Ravi Kumar',
    patientAge: 58,
    patientGender: 'male',
    phone: '9123456780',
    status: 'cancelled_by_patient',
    madeByStaffId: users.agent.id,
  });
  const ashaHome = await book({
    centreId: a2.id,
    productId: cbc.id,
    slotStart: at(DAY, '11:00'),
    service: 'home-service',
    address: '4-2-11, Lane 3, Ameerpet',
    pincode: '500016',
    landmark: 'Opposite the park',
    price: 300,
    homeCollectionFee: 99,
    total: 399,
  });
  const meenaB = await book({
    centreId: b1.id,
    productId: cbc.id,
    slotStart: at(DAY, '12:00'),
    patientName: 'Meena Joshi',
    phone: '9000000001',
    price: 300,
    total: 300,
  });
  for (let i = 0; i < OLD_RUN; i++) {
    const minutes = 7 * 60 + i * 10;
    const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    await book({
      centreId: b1.id,
      productId: cbc.id,
      slotStart: at(OLD_DAY, hhmm),
      patientName: `Patient ${i}`,
      phone: '9988776655',
    });
  }

  const [lead] = await db
    .insert(leads)
    .values({ phone: raviByAgent.phone!, source: 'call_me', status: 'booked' })
    .returning();
  await db.insert(leadBookings).values({ leadId: lead!.id, bookingId: raviByAgent.id });

  const viewer = (user: typeof users.admin, centreIds: number[] | null): StaffViewer => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role as StaffRole,
    organisationId: user.organisationId,
    centreIds,
    enrolled: true,
    sessionId: `session-${user.id}`,
    ip: '10.0.0.7',
  });

  return {
    centres: { a1, a2, b1 },
    products: { mri, cbc },
    bookings: { ashaMri, raviByAgent, ashaHome, meenaB },
    leadId: lead!.id,
    users,
    viewers: {
      admin: viewer(users.admin, null),
      agent: viewer(users.agent, null),
      staffA: viewer(users.staffA, [a1.id, a2.id]),
      staffA1: viewer(users.staffA1, [a1.id]),
      staffB: viewer(users.staffB, [b1.id]),
    },
  };
}

export type BookingsScenario = Awaited<ReturnType<typeof seedBookingsScenario>>;
