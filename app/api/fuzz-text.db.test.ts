// The fuzz suite's text part (fuzz.db.test.ts has the random payloads): into every string
// field of every POST route that takes a body, each kind of text no field may hold
// (lib/server-api/text.ts) and, as raw bytes, invalid UTF-8. Every answer must be a 400 in
// the error shape that names the field (so the request reached the body check: not a 401 or a
// 429 on the way), never a 500, and nothing may be stored.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bookableDates } from '@/lib/booking';
import { bookingEvents, bookings, chatConversations, leads, otpCodes } from '@/lib/db/schema';
import { leadActivity, staffUsers } from '@/lib/db/staff-schema';
import { indiaInstant } from '@/lib/locale/india';
import { lead } from '@/lib/lead-queue/testing';
import type { StaffViewer } from '@/lib/staff';
import { apiError } from '@/lib/testing/api-error';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { POST as callMe } from '@/app/api/aggregator/call_me/handler';
import { POST as privacyChoices } from '@/app/api/privacy/choices/route';
import { POST as privacyErase } from '@/app/api/privacy/erase/route';
import { POST as doNotCallLink } from '@/app/api/privacy/do-not-call/route';
import { POST as reminders } from '@/app/api/reminders/route';
import { POST as campaignView } from '@/app/api/campaigns/view/route';
import { POST as centreMove } from '@/app/api/partner/bookings/[reference]/moves/route';
import { POST as reportTime } from '@/app/api/partner/bookings/[reference]/report-time/route';
import { POST as centreSettings } from '@/app/api/partner/centres/[id]/settings/route';
import { POST as centreSlots } from '@/app/api/partner/centres/[id]/slots/route';
import { POST as centreClosed } from '@/app/api/partner/centres/[id]/closed-dates/route';
import { POST as centrePrices } from '@/app/api/partner/centres/[id]/prices/route';
import { POST as otpSend } from '@/app/api/auth/otp/route';
import { POST as otpVerify } from '@/app/api/auth/otp/verify/route';
import { POST as access } from '@/app/api/booking/[reference]/access/route';
import { POST as openAccess } from '@/app/api/booking/[reference]/access/verify/route';
import { POST as reschedule } from '@/app/api/booking/[reference]/reschedule/route';
import { POST as book } from '@/app/api/booking/handler';
import { POST as prices } from '@/app/api/ops/prices/route';
import { POST as createStaff } from '@/app/api/staff/accounts/route';
import { POST as campaignLink } from '@/app/api/ops/campaigns/links/route';
import { POST as campaignChannel } from '@/app/api/ops/campaigns/channels/route';
import { campaignChannels, campaignLinks } from '@/lib/db/campaign-schema';
import { POST as disable } from '@/app/api/staff/accounts/[id]/disable/route';
import { POST as reset } from '@/app/api/staff/accounts/[id]/reset/route';
import { POST as role } from '@/app/api/staff/accounts/[id]/role/route';
import { POST as enrolConfirm } from '@/app/api/staff/enrol/confirm/route';
import { POST as enrol } from '@/app/api/staff/enrol/route';
import { POST as bookForLead } from '@/app/api/staff/leads/[id]/book/route';
import { POST as notes } from '@/app/api/staff/leads/[id]/notes/route';
import { POST as outcome } from '@/app/api/staff/leads/[id]/outcome/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { POST as staffPassword } from '@/app/api/staff/password/route';
import { POST as conversationLog } from '@/app/api/whatsapp/conversation_log/route';
import { POST as familyAdd } from '@/app/api/family/members/route';
import { POST as familyEdit } from '@/app/api/family/members/[id]/edit/route';
import { POST as familyRemove } from '@/app/api/family/members/[id]/remove/route';
import { POST as familyAddress } from '@/app/api/family/members/[id]/addresses/route';
import { POST as familyAddressRemove } from '@/app/api/family/members/[id]/addresses/[addressId]/remove/route';
import { POST as familyAddressDefault } from '@/app/api/family/members/[id]/addresses/[addressId]/default/route';
import { POST as familyMessages } from '@/app/api/family/members/[id]/messages/route';
import { POST as familySendCode } from '@/app/api/family/members/[id]/phone/send-code/route';
import { POST as familyVerify } from '@/app/api/family/members/[id]/phone/verify/route';
import { POST as familyClaim } from '@/app/api/family/claims/route';
import { familyMembers, memberAddresses } from '@/lib/db/schema';
import { asResponse, type JsonAnswer } from '@/lib/server-api/json-answer';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);
// Staff routes see an admin (every area) through a stand-in for better-auth's session, as
// app/api/staff/leads/routes.db.test.ts does; refused bodies never reach better-auth itself.
jest.mock('@/lib/staff/instance', () => ({ getStaffAuth: async () => ({}) }));
const mockAdmin: StaffViewer = {
  id: 'admin-fuzz-0001',
  email: 'admin@staff.example.in',
  name: 'Admin',
  role: 'admin',
  organisationId: null,
  centreIds: null,
  enrolled: true,
  sessionId: 'session-fuzz',
  ip: '10.0.0.7',
};
jest.mock('@/lib/staff/viewer', () => ({
  resolveViewer: async () => ({ viewer: mockAdmin, setCookies: [] }),
}));

const OPS_TOKEN = 'ops-token-for-the-fuzz-0123456789';
process.env.OPS_API_TOKEN = OPS_TOKEN;

const t = setUpScenarioDb();

/** Text no field may hold, each put in the middle of a field's valid value. */
const BAD_TEXT: Record<string, string> = {
  NUL: '\u0000',
  escape: '\u001b',
  DEL: '\u007f',
  'a C1 control': '\u0085',
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': '\udc00',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};

/** Byte sequences no UTF-8 decoder may accept, put in a field's value as raw bytes. */
const BAD_BYTES: Record<string, number[]> = {
  'over-long "/"': [0xc0, 0xaf],
  'over-long "/" in three bytes': [0xe0, 0x80, 0xaf],
  'an encoded surrogate': [0xed, 0xa0, 0x80],
  'a stray continuation byte': [0x80],
  'a byte never in UTF-8': [0xff],
};

type Handler = (r: NextRequest, c: { params: Promise<never> }) => Promise<Response | JsonAnswer>;
interface Route {
  name: string;
  handler: Handler;
  path: string;
  params?: Record<string, string>;
  headers?: () => Record<string, string>;
  /** A body the route would take: each of its strings gets the bad text in turn. */
  body: () => Record<string, unknown>;
  /** Rows a refused request must not have added. */
  table?: PgTable;
}

let patient: { cookie: string; userId: number };
let eraser: { cookie: string };
let reference: string;
let leadId: number;
let memberId: number;
let addressId: number;
let requestNo = 0;
/** Per request: a client address and an idempotency key of its own (limits are not tested). */
const fresh = () => ({
  'x-forwarded-for': `198.18.${(++requestNo >> 8) & 255}.${requestNo & 255}`,
  'idempotency-key': `fuzz-text-${requestNo}`,
});
const tomorrowAt = (minutes: number) => indiaInstant(bookableDates(new Date())[1]!, minutes);
const bookingBody = () => ({
  product_random_id: t.ids.mriBrain.randomId,
  centre_id: t.ids.centres.a1.id,
  service: 'home-service',
  slot_start: tomorrowAt(10 * 60).toISOString(),
  safety: NOTHING_DECLARED,
  patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
  address: { line: '12 MG Road, Ameerpet', pincode: '500016', landmark: 'Near the metro' },
});

const ROUTES: Route[] = [
  {
    name: 'privacy choices',
    handler: privacyChoices,
    path: '/api/privacy/choices/',
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ do_not_call: false, marketing: false }),
  },
  {
    name: 'privacy erase',
    handler: privacyErase,
    path: '/api/privacy/erase/',
    // A patient of its own: a body that passes would delete this one, not the booking's.
    headers: () => ({ cookie: eraser.cookie }),
    body: () => ({ confirm: true }),
  },
  {
    name: 'do not call link',
    handler: doNotCallLink,
    path: '/api/privacy/do-not-call/',
    body: () => ({ token: 'A'.repeat(51) }),
  },
  {
    name: 'stop reminders link',
    handler: reminders as Handler,
    path: '/api/reminders/',
    body: () => ({ token: 'A'.repeat(51), stop: true }),
  },
  {
    name: 'campaign landing view',
    handler: campaignView,
    path: '/api/campaigns/view/',
    body: () => ({ page: '/pune/?utm_source=google&utm_campaign=fuzz' }),
  },
  {
    name: 'call_me',
    handler: callMe,
    path: '/api/aggregator/call_me/',
    body: () => ({ call_me_number: '9876543210', source: '/hyderabad/mri-brain/abc123/' }),
    table: leads,
  },
  {
    name: 'conversation_log',
    handler: conversationLog,
    path: '/api/whatsapp/conversation_log/',
    body: () => ({
      source_page_name: 'product_page',
      third_party_flow_name: 'Product page Autobot Flow',
      product_random_id: t.ids.mriBrain.randomId,
    }),
    table: chatConversations,
  },
  {
    name: 'otp send',
    handler: otpSend,
    path: '/api/auth/otp/',
    body: () => ({ phone: '9876543210' }),
    table: otpCodes,
  },
  {
    name: 'otp verify',
    handler: otpVerify,
    path: '/api/auth/otp/verify/',
    body: () => ({ request_id: '0f8fad5b-d9cb-469f-a165-70867728950e', code: '123456' }),
  },
  {
    name: 'booking',
    handler: book,
    path: '/api/booking/',
    headers: () => ({ cookie: patient.cookie }),
    body: bookingBody,
    table: bookings,
  },
  {
    name: 'booking access',
    handler: access,
    path: '/api/booking/DX-ACCESS/access/',
    // A reference of its own per request: the per-reference limit is not what is tested.
    params: { reference: 'per-request' },
    body: () => ({ phone: '9876543210' }),
  },
  {
    name: 'booking access verify',
    handler: openAccess,
    path: '/api/booking/DX-ACCESS/access/verify/',
    params: { reference: 'booked' },
    body: () => ({ request_id: '0f8fad5b-d9cb-469f-a165-70867728950e', code: '123456' }),
  },
  {
    name: 'reschedule',
    handler: reschedule,
    path: '/api/booking/REF/reschedule/',
    params: { reference: 'booked' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ slot_start: tomorrowAt(11 * 60).toISOString() }),
  },
  {
    name: 'ops prices',
    handler: prices,
    path: '/api/ops/prices/',
    headers: () => ({ authorization: `Bearer ${OPS_TOKEN}` }),
    body: () => ({
      centre_id: t.ids.centres.a1.id,
      product_random_id: t.ids.mriBrain.randomId,
      price: 2500,
      list_price: 3600,
    }),
  },
  {
    name: 'staff login',
    handler: staffLogin,
    path: '/api/staff/login/',
    body: () => ({ email: 'agent@staff.example.in', password: 'a password', code: '123456' }),
  },
  {
    name: 'staff enrol',
    handler: enrol,
    path: '/api/staff/enrol/',
    body: () => ({ password: 'a password' }),
  },
  {
    name: 'staff enrol confirm',
    handler: enrolConfirm,
    path: '/api/staff/enrol/confirm/',
    body: () => ({ code: '123456' }),
  },
  {
    name: 'staff password change',
    handler: staffPassword,
    path: '/api/staff/password/',
    body: () => ({
      current_password: 'the current password',
      new_password: 'a new long passphrase',
      code: '123456',
    }),
  },
  {
    name: 'staff account create',
    handler: createStaff,
    path: '/api/staff/accounts/',
    body: () => ({
      email: 'new.agent@staff.example.in',
      name: 'New Agent',
      password: 'a long enough password',
      role: 'ops_agent',
    }),
    table: staffUsers,
  },
  {
    name: 'campaign link',
    handler: campaignLink as Handler,
    path: '/api/ops/campaigns/links/',
    body: () => ({
      city_id: t.ids.hyderabad,
      page: 'product',
      product_random_id: t.ids.mriBrain.randomId,
      source: 'google',
      medium: 'cpc',
      campaign: 'fuzz-campaign',
      content: 'banner-a',
    }),
    table: campaignLinks,
  },
  {
    name: 'campaign channel',
    handler: campaignChannel as Handler,
    path: '/api/ops/campaigns/channels/',
    body: () => ({ kind: 'source', value: 'fuzz-source' }),
    table: campaignChannels,
  },
  {
    name: 'staff role',
    handler: role,
    path: '/api/staff/accounts/ID/role/',
    params: { id: 'admin-fuzz-0001' },
    body: () => ({ role: 'ops_agent' }),
  },
  {
    name: 'staff reset',
    handler: reset,
    path: '/api/staff/accounts/ID/reset/',
    params: { id: 'admin-fuzz-0001' },
    body: () => ({ password: 'a long enough password' }),
  },
  {
    name: 'staff disable',
    handler: disable,
    path: '/api/staff/accounts/ID/disable/',
    params: { id: 'admin-fuzz-0001' },
    // No string field of its own: the text goes into one it does not know.
    body: () => ({ disabled: true, comment: 'none' }),
  },
  {
    name: 'lead note',
    handler: notes,
    path: '/api/staff/leads/ID/notes/',
    params: { id: 'lead' },
    body: () => ({ body: 'Called, no answer.' }),
    table: leadActivity,
  },
  {
    name: 'lead outcome (booked)',
    handler: outcome,
    path: '/api/staff/leads/ID/outcome/',
    params: { id: 'lead' },
    body: () => ({ outcome: 'booked', booking_reference: 'DX-7KQ2MP', note: 'Booked.' }),
    table: leadActivity,
  },
  {
    name: 'lead outcome (call back)',
    handler: outcome,
    path: '/api/staff/leads/ID/outcome/',
    params: { id: 'lead' },
    body: () => ({
      outcome: 'call_back',
      at: tomorrowAt(15 * 60).toISOString(),
      note: 'Call after 3.',
    }),
    table: leadActivity,
  },
  {
    // Every string refused before the booking is looked at: its report is not awaited.
    name: 'report new time',
    handler: reportTime as Handler,
    path: '/api/partner/bookings/REF/report-time/',
    params: { reference: 'booked' },
    body: () => ({ new_due_at: tomorrowAt(18 * 60).toISOString() }),
    table: bookingEvents,
  },
  {
    // Every string refused: the booking is never declined, so the routes after it still find it.
    name: 'centre move',
    handler: centreMove as Handler,
    path: '/api/partner/bookings/REF/moves/',
    params: { reference: 'booked' },
    body: () => ({ to: 'cancelled_by_centre', reason: 'The machine is under repair.' }),
    table: bookingEvents,
  },
  {
    name: 'centre settings',
    handler: centreSettings as Handler,
    path: '/api/partner/centres/ID/settings/',
    params: { id: 'centre' },
    body: () => ({
      opens_at: '08:00',
      closes_at: '20:00',
      slot_minutes: 30,
      slot_capacity: 3,
      ack_minutes: 30,
      late_credit: 100,
      home_window_minutes: 60,
    }),
  },
  {
    name: 'centre slot block',
    handler: centreSlots as Handler,
    path: '/api/partner/centres/ID/slots/',
    params: { id: 'centre' },
    body: () => ({
      slot_start: tomorrowAt(13 * 60).toISOString(),
      blocked: true,
      bookings: 'keep',
      reason: 'Machine service',
    }),
  },
  {
    name: 'centre closed date',
    handler: centreClosed as Handler,
    path: '/api/partner/centres/ID/closed-dates/',
    params: { id: 'centre' },
    body: () => ({ date: '2026-12-25', closed: true, bookings: 'keep', reason: 'Christmas' }),
  },
  {
    name: 'centre price',
    handler: centrePrices as Handler,
    path: '/api/partner/centres/ID/prices/',
    params: { id: 'centre' },
    body: () => ({ product_random_id: t.ids.mriBrain.randomId, price: 2500, list_price: 3600 }),
  },
  {
    name: 'book for a lead',
    handler: bookForLead,
    path: '/api/staff/leads/ID/book/',
    params: { id: 'lead' },
    body: bookingBody,
    table: bookings,
  },
  {
    name: 'family member add',
    handler: familyAdd,
    path: '/api/family/members/',
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({
      name: 'Lakshmi Rao',
      relation: 'mother',
      birth_date: '1958-03-14',
      gender: 'female',
      phone: '9876501234',
      locale: 'en',
    }),
    table: familyMembers,
  },
  {
    name: 'family member edit',
    handler: familyEdit as Handler,
    path: '/api/family/members/ID/edit/',
    params: { id: 'member' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({
      name: 'Lakshmi Rao',
      relation: 'mother',
      birth_date: '1958-03-14',
      gender: 'female',
      phone: '9876501234',
      locale: 'en',
    }),
  },
  {
    name: 'family member remove',
    handler: familyRemove as Handler,
    path: '/api/family/members/ID/remove/',
    params: { id: 'member' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ locale: 'en' }),
  },
  {
    name: 'family claim',
    handler: familyClaim as Handler,
    path: '/api/family/claims/',
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ member_id: 1, locale: 'en' }),
  },
  {
    name: 'family address add',
    handler: familyAddress as Handler,
    path: '/api/family/members/ID/addresses/',
    params: { id: 'member' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({
      city_id: 1,
      address: '12 MG Road, Ameerpet',
      pincode: '500016',
      landmark: 'Near the metro',
      locale: 'en',
    }),
    table: memberAddresses,
  },
  {
    name: 'family address remove',
    handler: familyAddressRemove as Handler,
    path: '/api/family/members/ID/addresses/ID/remove/',
    params: { id: 'member', addressId: 'address' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ locale: 'en' }),
  },
  {
    name: 'family address default',
    handler: familyAddressDefault as Handler,
    path: '/api/family/members/ID/addresses/ID/default/',
    params: { id: 'member', addressId: 'address' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ locale: 'en' }),
  },
  {
    name: 'family messages choice',
    handler: familyMessages as Handler,
    path: '/api/family/members/ID/messages/',
    params: { id: 'member' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ messages_to_member: false, locale: 'en' }),
  },
  {
    name: 'family number code',
    handler: familySendCode as Handler,
    path: '/api/family/members/ID/phone/send-code/',
    params: { id: 'member' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({ locale: 'en' }),
    table: otpCodes,
  },
  {
    name: 'family number verify',
    handler: familyVerify as Handler,
    path: '/api/family/members/ID/phone/verify/',
    params: { id: 'member' },
    headers: () => ({ cookie: patient.cookie }),
    body: () => ({
      request_id: '6f1c2a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f',
      code: '123456',
      locale: 'en',
    }),
  },
];

/** The paths of every string in a body, as the error shape names fields ("patient.name"). */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
}

function withValue(body: Record<string, unknown>, path: string[], value: string) {
  const copy = structuredClone(body);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const good = node[path.at(-1)!] as string;
  node[path.at(-1)!] = `${good.slice(0, 1)}${value}${good.slice(1)}`;
  return copy;
}

function paramsOf(route: Route): Record<string, string> {
  const params = { ...route.params };
  if (params.reference === 'per-request') params.reference = `DX-FUZ${requestNo}`;
  if (params.reference === 'booked') params.reference = reference;
  if (params.id === 'lead') params.id = String(leadId);
  if (params.id === 'centre') params.id = String(t.ids.centres.a1.id);
  if (params.id === 'member') params.id = String(memberId);
  if (params.addressId === 'address') params.addressId = String(addressId);
  return params;
}

async function send(route: Route, body: string | Buffer) {
  const headers = { 'content-type': 'application/json', ...fresh(), ...route.headers?.() };
  const request = new NextRequest(`http://127.0.0.1:3000${route.path}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  });
  const params = Promise.resolve(paramsOf(route)) as Promise<never>;
  const response = asResponse(await route.handler(request, { params }));
  return { status: response.status, body: apiError.parse(await response.json()) };
}

const rows = async (table: PgTable) => {
  const [{ n }] = (await t.db.db.select({ n: count() }).from(table)) as [{ n: number }];
  return n;
};

beforeAll(async () => {
  patient = await loggedIn(t.db.db, '9876543210');
  eraser = await loggedIn(t.db.db, '9876500999');
  // A booking of the patient's, for the reschedule route to reach its body check.
  const made = asResponse(
    await book(
      new NextRequest('http://127.0.0.1:3000/api/booking/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fresh(), cookie: patient.cookie },
        body: JSON.stringify({ ...bookingBody(), service: 'walkin', address: undefined }),
      }),
      {},
    ),
  );
  expect(made.status).toBe(201);
  reference = ((await made.json()) as { booking: { reference: string } }).booking.reference;
  leadId = await lead(t.db.db, { phone: '9876543211', createdAt: new Date() });
  // A member of the patient's with an address, for the family routes to reach their body check.
  const [member] = await t.db.db
    .insert(familyMembers)
    .values({
      userId: patient.userId,
      name: 'Ravi Rao',
      relation: 'father',
      birthDate: '1955-01-02',
      gender: 'male',
    })
    .returning();
  memberId = member!.id;
  const [address] = await t.db.db
    .insert(memberAddresses)
    .values({
      memberId,
      cityId: t.ids.hyderabad,
      address: '12 MG Road',
      pincode: '500016',
      isDefault: true,
    })
    .returning();
  addressId = address!.id;
});

describe.each(ROUTES)('$name', (route) => {
  it('answers bad text in each string field with 400 naming the field, nothing stored', async () => {
    const paths = stringPaths(route.body());
    const before = route.table ? await rows(route.table) : 0;
    for (const path of paths) {
      for (const [what, bad] of Object.entries(BAD_TEXT)) {
        const res = await send(route, JSON.stringify(withValue(route.body(), path, bad)));
        const label = `${path.join('.')} with ${what}: ${res.status} ${res.body.reason}`;
        expect({ label, status: res.status }).toEqual({ label, status: 400 });
        expect(res.body.error_code).toBe(400);
        expect(res.body.extra_data.fields).toEqual([
          { field: path.join('.'), message: expect.any(String) },
        ]);
      }
    }
    if (route.table) expect(await rows(route.table)).toBe(before);
  });

  it('answers invalid UTF-8 bytes in each string field with 400 invalid_json', async () => {
    const paths = stringPaths(route.body());
    for (const path of paths) {
      for (const [what, bytes] of Object.entries(BAD_BYTES)) {
        const marker = 'INVALID-BYTES-HERE';
        const [head, tail] = JSON.stringify(withValue(route.body(), path, marker)).split(marker);
        const res = await send(
          route,
          Buffer.concat([Buffer.from(head!), Buffer.from(bytes), Buffer.from(tail!)]),
        );
        const label = `${path.join('.')} with ${what}: ${res.status} ${res.body.reason}`;
        expect({ label, status: res.status }).toEqual({ label, status: 400 });
        expect(res.body.sub_code).toBe('invalid_json');
      }
    }
  });
});

it('covers every route that reads a JSON body', () => {
  const routeFiles = readdirSync(path.join(__dirname), { recursive: true, encoding: 'utf8' })
    // route.ts, or handler.ts where pages/api serves the handler (lib/server-api/node-route.ts).
    .filter((f) => f.endsWith('route.ts') || f.endsWith('handler.ts'))
    // parseJsonBody itself, or what calls it for them: the centre console's routes
    // (centreRoute), the booking's request (bookFromRequest, lib/booking/book.ts) and the
    // family's routes (familyAction, lib/family/action.ts).
    .filter((f) =>
      /parseJsonBody\(|centreRoute\(|bookFromRequest\(|familyAction\(/.test(
        readFileSync(path.join(__dirname, f), 'utf8'),
      ),
    );
  expect(new Set(ROUTES.map((r) => r.handler)).size).toBe(routeFiles.length);
});
