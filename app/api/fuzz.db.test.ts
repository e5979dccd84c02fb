// Generated bad payloads against both POST routes: every answer must be a 4xx in the
// shared error shape, never a 5xx, and nothing may be stored.
import { NextRequest } from 'next/server';
import { count } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { callMeBody } from '@/lib/call-me';
import { conversationLogBody } from '@/lib/chat';
import { POST as callMe } from '@/app/api/aggregator/call_me/handler';
import { POST as conversationLog } from '@/app/api/whatsapp/conversation_log/route';
import { chatConversations, leads } from '@/lib/db/schema';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { createRng, type Rng } from '@/lib/db/seed/prng';
import { apiError } from '@/lib/testing/api-error';
import { asResponse, type JsonAnswer } from '@/lib/server-api/json-answer';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);
const t = setUpScenarioDb();

const PAYLOADS_PER_ROUTE = 1_000;

const nested = (depth: number): unknown => (depth === 0 ? '9876543210' : { a: nested(depth - 1) });

/** Values that are never a valid phone, page address, page name or flow name. */
function badValue(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => rng.int(-1e9, 1e9),
    () => rng.next() * 1e12,
    () => rng.chance(0.5),
    () => null,
    () => [],
    () => ['9876543210'],
    () => ({}),
    () => nested(rng.int(1, 60)),
    () => '',
    () => ' '.repeat(rng.int(1, 40)),
    () => 'x'.repeat(rng.int(3_000, 15_000)),
    () => '९८७६५४३२१०', // Devanagari digits
    () => '９８７６５４３２１０', // full-width digits
    () => '٩٨٧٦٥٤٣٢١٠', // Arabic-Indic digits
    () => '98765\u000043210',
    () => "'; drop table leads; --",
    () => '<script>alert(1)</script>',
    () => '😀'.repeat(rng.int(1, 50)),
    () => '5876543210',
    () => '98765',
    () => '+1 415 555 0100',
    () => 'javascript:alert(1)',
    () => '\u202e0123456789',
    // Text no field may hold (lib/server-api/text.ts); fuzz-text.db.test.ts puts each kind in
    // each field of every route, and invalid UTF-8 bytes too.
    () => '/a\u0000b',
    () => '/a\ud800',
    () => '/\u2066a\u2069',
    () => '/a\u2028b',
  ])();
}

function badObject(rng: Rng, fields: Record<string, () => unknown>): Record<string, unknown> {
  const names = Object.keys(fields);
  const body: Record<string, unknown> = {};
  for (const name of names) if (rng.chance(0.7)) body[name] = fields[name]!();
  // At least one field is certainly wrong or missing.
  const broken = rng.pick(names);
  if (rng.chance(0.5)) delete body[broken];
  else body[broken] = badValue(rng);
  if (rng.chance(0.2))
    body[rng.pick(['__proto__', 'constructor', 'prototype'])] = { polluted: true };
  if (rng.chance(0.2)) body[`extra_${rng.int(0, 99)}`] = badValue(rng);
  return body;
}

function badRequest(
  rng: Rng,
  fields: Record<string, () => unknown>,
  isValid: (body: unknown) => boolean,
): { body: string; type: string } {
  const json = 'application/json';
  const bad = () => {
    // A random value can happen to suit a lenient field ("98765" is a fair flow name).
    for (;;) {
      const body = badObject(rng, fields);
      if (!isValid(body)) return body;
    }
  };
  const good = () => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f()]));
  return rng.weighted<() => { body: string; type: string }>(
    [
      () => ({ body: JSON.stringify(bad()), type: json }),
      // JSON.parse keeps "__proto__" as an own key: the real fields hide behind it.
      () => ({ body: `{"__proto__": ${JSON.stringify(good())}}`, type: json }),
      () => ({ body: JSON.stringify(badValue(rng)), type: json }),
      () => ({ body: '', type: json }),
      () => ({ body: JSON.stringify(good()).slice(0, rng.int(1, 20)), type: json }),
      () => ({ body: '{,}', type: json }),
      () => ({
        body: String.fromCharCode(...Array.from({ length: 40 }, () => rng.int(0, 255))),
        type: json,
      }),
      () => ({ body: JSON.stringify({ ...good(), pad: 'p'.repeat(17_000) }), type: json }),
      () => ({
        body: JSON.stringify(good()),
        type: rng.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          '',
          'application/jsonp',
          'json',
        ]),
      }),
    ],
    [30, 5, 15, 5, 5, 5, 10, 5, 20],
  )();
}

async function fuzz(
  route: (request: NextRequest, context: unknown) => Promise<Response | JsonAnswer>,
  path: string,
  seed: number,
  fields: Record<string, () => unknown>,
  schema: ZodType,
) {
  const rng = createRng(seed);
  const statuses = new Map<number, number>();
  for (let i = 0; i < PAYLOADS_PER_ROUTE; i++) {
    const { body, type } = badRequest(rng, fields, (b) => schema.safeParse(b).success);
    const headers: Record<string, string> = { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` };
    if (type) headers['content-type'] = type;
    const res = asResponse(
      await route(
        new NextRequest(`http://127.0.0.1${path}`, { method: 'POST', body, headers }),
        {},
      ),
    );
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const parsed = apiError.safeParse(await res.json());
    if (
      res.status < 400 ||
      res.status >= 500 ||
      !parsed.success ||
      parsed.data.error_code !== res.status
    ) {
      throw new Error(`payload ${i} (${type}) ${body.slice(0, 200)} answered ${res.status}`);
    }
  }
  return statuses;
}

it(`call_me: ${PAYLOADS_PER_ROUTE} bad payloads, each a 4xx in the error shape, nothing stored`, async () => {
  const statuses = await fuzz(
    callMe,
    '/api/aggregator/call_me/',
    1,
    {
      call_me_number: () => '9876543210',
      source: () => '/hyderabad/mri-brain/abc123/',
    },
    callMeBody,
  );
  expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
  const [{ n }] = (await t.db.db.select({ n: count() }).from(leads)) as [{ n: number }];
  expect(n).toBe(0);
});

it(`conversation_log: ${PAYLOADS_PER_ROUTE} bad payloads, each a 4xx in the error shape, nothing stored`, async () => {
  const statuses = await fuzz(
    conversationLog,
    '/api/whatsapp/conversation_log/',
    2,
    {
      source_page_name: () => 'product_page',
      third_party_flow_name: () => 'Product page Autobot Flow',
    },
    conversationLogBody,
  );
  expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
  const [{ n }] = (await t.db.db.select({ n: count() }).from(chatConversations)) as [{ n: number }];
  expect(n).toBe(0);
});
