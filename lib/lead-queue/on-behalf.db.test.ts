import { and, eq } from 'drizzle-orm';
import { bookingsOf } from '@/lib/booking';
import { bookings, leads, users } from '@/lib/db/schema';
import { auditLog, leadBookings } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { claimLead } from './claim';
import { agent, lead } from './testing';
import { bookForLead } from './on-behalf';
import type { StaffViewer } from '@/lib/staff';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 23 November 2026, 09:00 in India; the booking is for 10:00 the next day.
const NOW = new Date('2026-11-23T03:30:00Z');
const SLOT = indiaInstant('2026-11-24', 10 * 60).toISOString();
const PHONE = '9812345678';

let t: TestDb;
let product: { randomId: string; id: number };
let centreId: number;
let asha: StaffViewer;
let ravi: StaffViewer;

const viewer = (a: { id: string; email: string; ip: string; name: string }): StaffViewer => ({
  ...a,
  role: 'ops_agent',
  organisationId: null,
  centreIds: null,
  enrolled: true,
  sessionId: 's',
});

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Hyderabad');
  const area = await f.area(city.id, 'Ameerpet');
  const mri = await f.product((await f.category('mri', 'MRI')).id, 'MRI Brain');
  const org = await f.organisation('Nirmal Imaging');
  const centre = await f.centre(org.id, area, undefined, {
    opensAt: '08:00:00',
    closesAt: '20:00:00',
    slotMinutes: 30,
    slotCapacity: 2,
  });
  await f.price(centre, mri.id, 3750, 5630);
  product = mri;
  centreId = centre.id;
  asha = viewer(await agent(t.db, 'Asha'));
  ravi = viewer(await agent(t.db, 'Ravi'));
});
afterAll(async () => {
  await t?.close();
});

const body = (phone = PHONE) => ({
  product_random_id: product.randomId,
  centre_id: centreId,
  service: 'walkin' as const,
  slot_start: SLOT,
  safety: NOTHING_DECLARED,
  patient: { name: 'Meena Iyer', age: 58, gender: 'female' as const, phone },
});

it("books for the lead's number on the patient's account, records the agent and closes the lead", async () => {
  const leadId = await lead(t.db, { phone: PHONE, createdAt: NOW });
  await claimLead(t.db, asha, leadId, NOW);
  const { booking, replayed } = await bookForLead(
    t.db,
    asha,
    leadId,
    body(),
    'agent-key-0001',
    NOW,
  );
  expect(replayed).toBe(false);
  expect(booking.row).toMatchObject({ phone: PHONE, madeByStaffId: asha.id, status: 'booked' });

  // The patient, logging in with the number later, finds it among their bookings.
  const [owner] = await t.db.select().from(users).where(eq(users.phone, PHONE));
  expect(booking.row.userId).toBe(owner!.id);
  expect((await bookingsOf(t.db, owner!.id, NOW)).map((b) => b.row.reference)).toEqual([
    booking.row.reference,
  ]);

  const [closed] = await t.db.select().from(leads).where(eq(leads.id, leadId));
  expect(closed).toMatchObject({ status: 'booked', claimedBy: null });
  expect(await t.db.select().from(leadBookings).where(eq(leadBookings.leadId, leadId))).toEqual([
    expect.objectContaining({ bookingId: booking.row.id }),
  ]);
  const audits = await t.db
    .select({ action: auditLog.action, recordId: auditLog.recordId })
    .from(auditLog)
    .where(eq(auditLog.staffUserId, asha.id));
  expect(audits).toEqual(
    expect.arrayContaining([
      { action: 'booking.created_on_behalf', recordId: booking.row.reference },
      { action: 'lead.outcome', recordId: String(leadId) },
    ]),
  );
});

it('books only for the agent holding the lead, and only its number', async () => {
  const leadId = await lead(t.db, { phone: '9823456789', createdAt: NOW });
  await expect(
    bookForLead(t.db, asha, leadId, body('9823456789'), 'agent-key-0002', NOW),
  ).rejects.toMatchObject({ status: 409, subCode: 'lead_not_held' });
  await claimLead(t.db, ravi, leadId, NOW);
  await expect(
    bookForLead(t.db, asha, leadId, body('9823456789'), 'agent-key-0003', NOW),
  ).rejects.toMatchObject({ status: 409 });
  await expect(
    bookForLead(t.db, ravi, leadId, body('9834567890'), 'agent-key-0004', NOW),
  ).rejects.toMatchObject({ status: 422, subCode: 'not_the_lead_number' });
  const made = await t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.madeByStaffId, ravi.id)));
  expect(made).toHaveLength(0);
  expect((await t.db.select().from(leads).where(eq(leads.id, leadId)))[0]!.status).toBe('new');
});
