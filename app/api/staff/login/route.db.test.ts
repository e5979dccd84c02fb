// The staff login route on a real database: the shared error shape, and the per-address
// limit that stops trying a few passwords on each of many accounts.
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { POLICIES } from '@/lib/ratelimit';
import { callPost } from '@/lib/testing/route';
import { STAFF_TEST_SECRET } from '@/lib/testing/staff';
import { POST } from './route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));
process.env.STAFF_AUTH_SECRET ??= STAFF_TEST_SECRET;

beforeAll(async () => {
  mockDb = await createTestDb();
});
afterAll(async () => {
  await mockDb?.close();
});

const login = (n: number, ip: string) =>
  callPost(
    POST,
    '/api/staff/login/',
    { email: `someone-${n}@example.in`, password: 'a guessed password' },
    { ip },
  );

it('answers wrong logins 401, then 429 from an address that keeps trying, not from another', async () => {
  const { points } = POLICIES.staffLoginPerIp;
  for (let n = 0; n < points; n++) {
    const res = await login(n, '203.0.113.50');
    expect(res.status).toBe(401);
    expect(res.body.sub_code).toBe('invalid_login');
  }
  const limited = await login(points, '203.0.113.50');
  expect(limited.status).toBe(429);
  expect(limited.body.sub_code).toBe('rate_limited');
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await login(0, '203.0.113.51')).status).toBe(401);
});

it('answers a malformed login 400 with the fields named', async () => {
  const res = await callPost(POST, '/api/staff/login/', { email: 'nope', code: '12' });
  expect(res.status).toBe(400);
  expect(res.body.extra_data.fields.map((f: { field: string }) => f.field)).toEqual(
    expect.arrayContaining(['email', 'password', 'code']),
  );
});
