// What withApi writes to the log when a database call fails: the query values of the error
// (drizzle's params, Postgres's detail) never reach it, in the 500 line or the 503 line.
import { NextRequest } from 'next/server';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { withApi } from './handler';

const mockLines: string[] = [];
jest.mock('@/lib/log', () => {
  const actual = jest.requireActual('@/lib/log');
  const destination = { write: (line: string) => void mockLines.push(line) };
  return { ...actual, logger: actual.createLogger('info', destination) };
});

const PHONE = '9796115471';

const failed = (cause: Error) =>
  new DrizzleQueryError(
    'insert into "leads" ("phone", "source") values ($1, $2)',
    [PHONE, '/a\u0000b'],
    cause,
  );

beforeEach(() => {
  mockLines.length = 0;
});

it.each([
  [
    'a bug (500)',
    failed(Object.assign(new Error('duplicate key'), { detail: `Key (phone)=(${PHONE})` })),
    500,
  ],
  [
    'the database out of reach (503)',
    failed(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    503,
  ],
])('logs %s without the number', async (_what, error, status) => {
  const res = await withApi(async () => {
    throw error;
  })(new NextRequest('http://x/api/aggregator/call_me/', { method: 'POST' }), {});
  expect(res.status).toBe(status);
  expect(mockLines).toHaveLength(1);
  const line = mockLines[0]!;
  expect(line).toContain('Failed query: insert into');
  expect(line).not.toContain(PHONE);
  // Not even the masked form's halves: no 5 digits of it in a row.
  for (let i = 0; i + 5 <= PHONE.length; i++) expect(line).not.toContain(PHONE.slice(i, i + 5));
});
