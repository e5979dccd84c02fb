// The roster's form post: the admin adds and removes agents' shifts (a plain form, answered
// with a redirect back to the staffing page), each change audited; an agent gets 404; a refused
// form answers 4xx in the shared error shape; the page's count is agents per hour of the week.
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { auditLog, staffShifts } from '@/lib/db/staff-schema';
import { listShifts, rosteredBySlot } from '@/lib/staffing';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { staffSession } from '@/lib/testing/staff';
import { POST } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const people = { admin: { cookie: '', id: '' }, agent: { cookie: '', id: '' } };

beforeAll(async () => {
  for (const role of ['admin', 'ops_agent'] as const) {
    const { cookie, id } = await staffSession(t.db.db, {
      email: `roster-${role}@example.in`,
      name: role === 'admin' ? 'Asha Admin' : 'Ravi Agent',
      role,
    });
    people[role === 'admin' ? 'admin' : 'agent'] = { cookie, id };
  }
});

async function post(cookie: string, fields: Record<string, string>, type?: string) {
  const request = new NextRequest('http://127.0.0.1:3000/api/ops/staffing/roster/', {
    method: 'POST',
    headers: { cookie, 'content-type': type ?? 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const res = await POST(request, { params: Promise.resolve({}) } as never);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const shift = (over: Record<string, string> = {}) => ({
  action: 'add',
  staff_id: people.agent.id,
  weekday: '1',
  from_hour: '9',
  to_hour: '17',
  ...over,
});

it('adds shifts and sends the admin back to the page, audited', async () => {
  const res = await post(people.admin.cookie, shift());
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/ops/staffing/#roster');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect((await post(people.admin.cookie, shift({ from_hour: '12', to_hour: '21' }))).status).toBe(
    303,
  );
  expect(
    (await post(people.admin.cookie, shift({ staff_id: people.admin.id, weekday: '1' }))).status,
  ).toBe(303);

  const shifts = await listShifts(t.db.db);
  expect(shifts.map((s) => [s.name, s.weekday, s.fromHour, s.toHour])).toEqual([
    ['Asha Admin', 1, 9, 17],
    ['Ravi Agent', 1, 9, 17],
    ['Ravi Agent', 1, 12, 21],
  ]);
  const slots = rosteredBySlot(shifts);
  // Monday 10:00: both; 13:00: both (Ravi's two shifts count him once); 18:00: Ravi; 21:00: none.
  expect([slots[24 + 10], slots[24 + 13], slots[24 + 18], slots[24 + 21]]).toEqual([2, 2, 1, 0]);

  const rows = await t.db.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'roster.shift_added'));
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatchObject({
    staffUserId: people.admin.id,
    recordType: 'staff',
    recordId: people.agent.id,
    detail: { weekday: 1, from: 9, to: 17 },
  });
});

it('removes a shift, audited', async () => {
  const [first] = await listShifts(t.db.db);
  const res = await post(people.admin.cookie, { action: 'remove', shift_id: String(first!.id) });
  expect(res.status).toBe(303);
  expect(await t.db.db.select().from(staffShifts).where(eq(staffShifts.id, first!.id))).toEqual([]);
  const [row] = await t.db.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'roster.shift_removed'));
  expect(row).toMatchObject({ recordId: first!.staffUserId, detail: { shift_id: first!.id } });
  expect(
    (await post(people.admin.cookie, { action: 'remove', shift_id: String(first!.id) })).status,
  ).toBe(404);
});

it.each([
  ['an hour out of range', () => shift({ to_hour: '25' }), 400, 'invalid_parameter', 'to_hour'],
  [
    'a shift that ends before it starts',
    () => shift({ from_hour: '18', to_hour: '9' }),
    400,
    'invalid_parameter',
    'to_hour',
  ],
  [
    'a weekday that is no number',
    () => shift({ weekday: 'Mon' }),
    400,
    'invalid_parameter',
    'weekday',
  ],
  ['no action', () => ({ staff_id: 'x' }), 400, 'invalid_parameter', 'action'],
  ['a member who is no agent', () => shift({ staff_id: 'nobody' }), 422, 'staff_not_found', null],
  [
    'the same shift twice',
    () => shift({ from_hour: '12', to_hour: '21' }),
    409,
    'shift_exists',
    null,
  ],
  [
    'a shift number that is no number',
    () => ({ action: 'remove', shift_id: '1; drop' }),
    400,
    'invalid_parameter',
    'shift_id',
  ],
] as const)('refuses %s in the shared error shape', async (_, fields, status, code, field) => {
  const res = await post(people.admin.cookie, fields() as Record<string, string>);
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ sub_code: code, reason: expect.any(String) });
  if (field) expect(res.body.extra_data.fields[0].field).toBe(field);
});

it('refuses JSON, and anyone but an admin', async () => {
  expect((await post(people.admin.cookie, shift(), 'application/json')).status).toBe(415);
  expect((await post(people.agent.cookie, shift())).status).toBe(404);
  expect((await post('', shift())).status).toBe(401);
});
