import { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError } from '@/lib/testing/api-error';
import { HttpError } from './errors';
import { withApi } from './handler';
import { parseJsonBody, parseQuery } from './validation';

const ctx = {};
const run = async (
  fn: (r: Request) => Promise<Response>,
  request = new NextRequest('http://x/api/t/'),
) => {
  const res = await withApi(fn)(request, ctx);
  return { status: res.status, headers: res.headers, body: apiError.parse(await res.json()) };
};

describe('withApi', () => {
  it('answers an HttpError in the shared shape with its status and headers', async () => {
    const res = await run(async () => {
      throw new HttpError(
        429,
        'rate_limited',
        'Slow down.',
        { retry_after_seconds: 3 },
        { 'Retry-After': '3' },
      );
    });
    expect(res).toMatchObject({
      status: 429,
      body: {
        reason: 'Slow down.',
        error_code: 429,
        sub_code: 'rate_limited',
        extra_data: { retry_after_seconds: 3 },
      },
    });
    expect(res.headers.get('retry-after')).toBe('3');
  });

  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
    new Error('PGlite is closed'),
  ])('answers 503 with Retry-After when the database is unreachable (%s)', async (error) => {
    const res = await run(async () => {
      throw error;
    });
    expect(res.status).toBe(503);
    expect(res.body.sub_code).toBe('database_unavailable');
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('answers a bug with a plain 500: no message, no stack', async () => {
    const res = await run(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|TypeError|at /);
  });
});

describe('parseQuery', () => {
  it('names the bad parameters', async () => {
    const schema = z.object({ n: z.coerce.number().int() });
    const res = await run(
      async (r) => Response.json(parseQuery(r, schema)),
      new NextRequest('http://x/?n=1.5'),
    );
    expect(res.status).toBe(400);
    expect(res.body.extra_data).toEqual({ fields: [{ field: 'n', message: expect.any(String) }] });
  });
});

describe('parseJsonBody', () => {
  const schema = z.object({ a: z.string() });
  const post = (
    body: BodyInit | null,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) =>
    run(
      async (r) => Response.json(await parseJsonBody(r, schema, 100)),
      new NextRequest('http://x/', { method: 'POST', body, headers }),
    );

  it.each([
    ['not JSON', 'nope', 400, 'invalid_json'],
    ['an array', '[1]', 400, 'invalid_json'],
    ['null', 'null', 400, 'invalid_json'],
    ['empty', '', 400, 'invalid_json'],
    ['a wrong field', '{"a":1}', 400, 'invalid_parameter'],
  ])('answers %s with %i %s', async (_what, body, status, subCode) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(res.body.sub_code).toBe(subCode);
  });

  it('refuses other content types with 415', async () => {
    expect((await post('{"a":"b"}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('{"a":"b"}', {})).status).toBe(415);
  });

  it('refuses a large body with 413 by its declared length or as it streams', async () => {
    const declared = await post('{"a":"b"}', {
      'content-type': 'application/json',
      'content-length': '5000',
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++)
          controller.enqueue(new TextEncoder().encode('{"a":"' + 'x'.repeat(20)));
        controller.close();
      },
    });
    const streamed = await run(
      async (r) => Response.json(await parseJsonBody(r, schema, 100)),
      new NextRequest('http://x/', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(streamed.status).toBe(413);
  });

  it('accepts a charset parameter and drops unknown keys, __proto__ included', async () => {
    const res = await withApi(async (r) => Response.json(await parseJsonBody(r, schema)))(
      new NextRequest('http://x/', {
        method: 'POST',
        body: '{"a":"b","__proto__":{"polluted":true},"extra":1}',
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
      ctx,
    );
    expect(await res.json()).toEqual({ a: 'b' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
