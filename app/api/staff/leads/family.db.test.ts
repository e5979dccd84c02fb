// Booking for a member of the caller's family on the phone: the family route shows the agent
// holding the lead the members of that number's account only (audited, never cached), and the
// booking route books for one of them, or keeps someone new, and names the member in its audit
// row. Who the staff member is comes from a stand-in for better-auth's session.
import { NextRequest } from 'next/server';
import { and, eq } from 'drizzle-orm';
import { bookableDates, callerFamilyResponse } from '@/lib/booking';
import {
  bookings,
  cities,
  consents,
  familyMembers,
  leads,
  memberAddresses,
  users,
} from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { addMember } from '@/lib/family';
import { claimLead } from '@/lib/lead-queue';
import { agent, lead } from '@/lib/lead-queue/testing';
import { indiaInstant } from '@/lib/locale/india';
import type { StaffViewer } from '@/lib/staff';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { GET as bookingDetail } from '../bookings/[reference]/route';
import { POST as book } from './[id]/book/route';
import { GET as family } from './[id]/family/route';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);
jest.mock('@/lib/staff/instance', () => ({ getStaffAuth: async () => ({}) }));
const mockViewers = new Map<string, StaffViewer>();
jest.mock('@/lib/staff/viewer', () => ({
  resolveViewer: async (_auth: unknown, _db: unknown, request: { headers: Headers }) => ({
    viewer: mockViewers.get(request.headers.get('x-test-staff') ?? '') ?? null,
    setCookies: [],
  }),
}));

const t = setUpScenarioDb();
const CALLER = '9876511111';
const OTHER = '9876522222';
const MOTHER_BORN = '1958-03-01';

async function signIn(name: string, role: StaffViewer['role'] = 'ops_agent') {
  const organisationId = role === 'centre_staff' ? t.ids.organisations.alpha.id : undefined;
  const row = await agent(t.db.db, name, role, organisationId);
  const viewer: StaffViewer = {
    ...row,
    role,
    organisationId: organisationId ?? null,
    centreIds: null,
    enrolled: true,
    sessionId: `session-${row.id}`,
  };
  mockViewers.set(row.id, viewer);
  return viewer;
}

type Handler = (r: NextRequest, c: { params: Promise<never> }) => Promise<Response>;

async function call(
  handler: Handler,
  who: StaffViewer | null,
  path: string,
  params: Record<string, string>,
  init: { body?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = who ? { 'x-test-staff': who.id } : {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.key) headers['idempotency-key'] = init.key;
  const request = new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await handler(request, { params: Promise.resolve(params) as Promise<never> });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const familyOf = (who: StaffViewer | null, leadId: number) =>
  call(family as Handler, who, `/api/staff/leads/${leadId}/family/`, { id: String(leadId) });

let keys = 0;
const bookFor = (who: StaffViewer | null, leadId: number, body: object) =>
  call(
    book as Handler,
    who,
    `/api/staff/leads/${leadId}/book/`,
    { id: String(leadId) },
    { body, key: `family-key-${++keys}` },
  );

let minutes = 8 * 60;
/** A new slot of centre a1 for each booking (every 30 minutes, two days ahead). */
const nextSlot = () => indiaInstant(bookableDates(new Date())[2]!, (minutes += 30)).toISOString();
const bookingBody = (extra: object = {}) => ({
  product_random_id: t.ids.mriBrain.randomId,
  centre_id: t.ids.centres.a1.id,
  service: 'walkin',
  slot_start: nextSlot(),
  safety: NOTHING_DECLARED,
  patient: { name: 'Typed Name', age: 42, gender: 'male', phone: CALLER },
  ...extra,
});

let asha: StaffViewer;
let ravi: StaffViewer;
let callerId: number;
let mother: number;
let son: number;
let othersMother: number;

/** A new lead for the caller's number, claimed by Asha. */
async function heldLead() {
  const id = await lead(t.db.db, { phone: CALLER, createdAt: new Date(Date.now() - 60_000) });
  await claimLead(t.db.db, asha, id);
  return id;
}

const auditRows = (action: string, recordId: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)));
const bookingCount = async () => (await t.db.db.select({ id: bookings.id }).from(bookings)).length;
const membersOf = (userId: number) =>
  t.db.db.select().from(familyMembers).where(eq(familyMembers.userId, userId));

beforeAll(async () => {
  asha = await signIn('Asha');
  ravi = await signIn('Ravi');
  const now = new Date();
  const account = async (phone: string) =>
    (await t.db.db.insert(users).values({ phone }).returning({ id: users.id }))[0]!.id;
  callerId = await account(CALLER);
  const otherId = await account(OTHER);
  const add = (userId: number, phone: string, name: string, more: object = {}) =>
    addMember(
      t.db.db,
      { userId, phone },
      { name, relation: 'mother', birthDate: MOTHER_BORN, gender: 'female', ...more },
      now,
    );
  mother = (await add(callerId, CALLER, 'Lakshmi Devi', { phone: '9000012345' })).id;
  await t.db.db
    .update(familyMembers)
    .set({ phoneVerifiedAt: now })
    .where(eq(familyMembers.id, mother));
  son = (
    await add(callerId, CALLER, 'Arjun Iyer', {
      relation: 'son',
      birthDate: '1998-06-10',
      gender: 'male',
      phone: '9000067890',
    })
  ).id;
  othersMother = (await add(otherId, OTHER, 'Sita Rao')).id;
});

describe("the caller's family", () => {
  it('keeps it from anyone not signed in, from roles outside booking for a patient, and from an agent not holding the lead', async () => {
    const leadId = await heldLead();
    expect((await familyOf(null, leadId)).status).toBe(401);
    for (const role of ['centre_staff', 'marketing'] as const) {
      const res = await familyOf(await signIn(`Family ${role}`, role), leadId);
      expect([role, res.status]).toEqual([role, 404]);
      expect(JSON.stringify(res.body)).not.toContain('Lakshmi');
    }
    const notHeld = await familyOf(ravi, leadId);
    expect(notHeld.status).toBe(409);
    expect(notHeld.body.sub_code).toBe('lead_not_held');
    expect(JSON.stringify(notHeld.body)).not.toContain('Lakshmi');
    expect((await familyOf(asha, 424242)).status).toBe(404);
    expect(await auditRows('lead.family_viewed', String(leadId))).toEqual([]);
  });

  it("lists the number's account's members only, numbers masked, uncached, and audits each member shown", async () => {
    const leadId = await heldLead();
    // Where to collect her sample: her saved address comes with her.
    const [city] = await t.db.db.select({ id: cities.id }).from(cities).limit(1);
    await t.db.db.insert(memberAddresses).values({
      memberId: mother,
      cityId: city!.id,
      address: 'Flat 12, Green Meadows',
      pincode: '500034',
      isDefault: true,
    });
    const res = await familyOf(asha, leadId);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { members } = callerFamilyResponse.parse(res.body);
    expect(members).toEqual([
      expect.objectContaining({
        id: mother,
        name: 'Lakshmi Devi',
        relation: 'mother',
        gender: 'female',
        child: false,
        phone_verified: true,
        phone_masked: '******2345',
        addresses: [
          expect.objectContaining({ address: 'Flat 12, Green Meadows', is_default: true }),
        ],
      }),
      // Not verified: no number shown at all.
      expect.objectContaining({ id: son, phone_verified: false, phone_masked: null }),
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/9000012345|9000067890|1958-03-01/);
    expect(text).not.toContain('Sita');
    const [row] = await auditRows('lead.family_viewed', String(leadId));
    expect(row).toMatchObject({
      staffUserId: asha.id,
      recordType: 'lead',
      detail: { account_id: callerId, member_ids: [mother, son] },
    });
  });
});

describe('booking for a member on the phone', () => {
  it('books for the caller’s member: the booking records it, the audit row names it, the booking page shows it', async () => {
    const leadId = await heldLead();
    const res = await bookFor(asha, leadId, bookingBody({ member_id: mother }));
    expect(res.status).toBe(201);
    const reference = res.body.booking.reference as string;
    const [row] = await t.db.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({
      memberId: mother,
      userId: callerId,
      patientName: 'Lakshmi Devi',
      phone: CALLER,
      madeByStaffId: asha.id,
    });
    const [audited] = await auditRows('booking.created_on_behalf', reference);
    expect(audited).toMatchObject({
      staffUserId: asha.id,
      detail: { lead_id: leadId, member_id: mother },
    });
    const detail = await call(bookingDetail as Handler, asha, `/api/staff/bookings/${reference}/`, {
      reference,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.booking.for_member).toMatchObject({
      member_id: mother,
      relation: 'mother',
      name: 'Lakshmi Devi',
    });
  });

  it("answers 404 for another account's member, and books and shows nothing", async () => {
    const leadId = await heldLead();
    const before = await bookingCount();
    const res = await bookFor(asha, leadId, bookingBody({ member_id: othersMother }));
    expect(res.status).toBe(404);
    expect(res.body.sub_code).toBe('member_not_found');
    expect(JSON.stringify(res.body)).not.toContain('Sita');
    expect(await bookingCount()).toBe(before);
    expect((await t.db.db.select().from(leads).where(eq(leads.id, leadId)))[0]!.status).toBe('new');
  });

  it('refuses a role outside booking for a patient, and an agent not holding the lead', async () => {
    const leadId = await heldLead();
    const before = await bookingCount();
    const centre = await signIn('Booking centre', 'centre_staff');
    expect((await bookFor(centre, leadId, bookingBody({ member_id: mother }))).status).toBe(404);
    const notHeld = await bookFor(ravi, leadId, bookingBody({ member_id: mother }));
    expect(notHeld.status).toBe(409);
    expect(await bookingCount()).toBe(before);
  });

  it("keeps a child only on the caller's declaration, ticked by the agent, recorded as given on the call", async () => {
    const leadId = await heldLead();
    const before = (await membersOf(callerId)).length;
    const child = (guardian?: boolean) =>
      bookingBody({
        patient: { name: 'Diya Iyer', age: 7, gender: 'female', phone: CALLER },
        save_member: { relation: 'daughter', birth_date: '2019-05-04', guardian },
      });
    const refused = await bookFor(asha, leadId, child());
    expect(refused.status).toBe(400);
    expect(refused.body.sub_code).toBe('guardian_consent_required');
    expect(await membersOf(callerId)).toHaveLength(before);

    const res = await bookFor(asha, leadId, child(true));
    expect(res.status).toBe(201);
    const kept = (await membersOf(callerId)).find((m) => m.name === 'Diya Iyer')!;
    expect(kept).toMatchObject({ relation: 'daughter', birthDate: '2019-05-04' });
    const [consent] = await t.db.db
      .select()
      .from(consents)
      .where(eq(consents.id, kept.guardianConsentId!));
    expect(consent).toMatchObject({
      phone: CALLER,
      purpose: 'guardian',
      granted: true,
      via: 'agent_call',
    });
    const reference = res.body.booking.reference as string;
    const [row] = await t.db.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row!.memberId).toBe(kept.id);
    const [audited] = await auditRows('booking.created_on_behalf', reference);
    expect(audited!.detail).toMatchObject({
      member_id: kept.id,
      member_saved: true,
      guardian_declared_on_call: true,
    });
  });
});
