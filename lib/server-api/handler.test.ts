import { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError } from '@/lib/testing/api-error';
import { HttpError } from './errors';
import { withApi } from './handler';
import { parseJsonBody, parseQuery } from './validation';

const ctx = {};
const run = async (
  fn: (r: NextRequest) => Promise<Response>,
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

describe('the text check of every body and query', () => {
  const schema = z.object({ source: z.string(), note: z.string().optional() });
  const post = (body: BodyInit, s: z.ZodType = schema) =>
    run(
      async (r) => Response.json(await parseJsonBody(r, s)),
      new NextRequest('http://x/', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
    );

  it.each([
    ['NUL', '/a\\u0000b', 'source: must not contain control characters'],
    ['a lone surrogate', '/a\\ud800', 'source: must be valid Unicode text'],
    ['a bidi override', '/\\u202eb', 'source: must not contain text-direction control characters'],
    ['U+2028', '/a\\u2028b', 'source: must be a single line'],
  ])('answers %s in a body field with 400 naming the field', async (_what, escaped, reason) => {
    const res = await post(`{"source":"${escaped}"}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ sub_code: 'invalid_parameter', reason });
    expect(res.body.extra_data).toEqual({
      fields: [{ field: 'source', message: reason.slice('source: '.length) }],
    });
  });

  it('checks strings the schema does not know, and keys', async () => {
    expect((await post('{"source":"/","extra":["\\u0000"]}')).body.reason).toBe(
      'extra.0: must not contain control characters',
    );
    expect((await post('{"source":"/","a\\u0000":1}')).status).toBe(400);
  });

  it('lets a field its contract declares multi-line keep line breaks, no other field', async () => {
    const notes = schema.meta({ multiline: ['note'] });
    const ok = await withApi(async (r) => Response.json(await parseJsonBody(r, notes)))(
      new NextRequest('http://x/', {
        method: 'POST',
        body: '{"source":"/","note":"a\\nb"}',
        headers: { 'content-type': 'application/json' },
      }),
      ctx,
    );
    expect(await ok.json()).toEqual({ source: '/', note: 'a\nb' });
    expect((await post('{"source":"/","note":"a\\nb"}')).body.reason).toBe(
      'note: must be a single line',
    );
    expect((await post('{"source":"/","note":"a\\u0000"}', notes)).status).toBe(400);
  });

  it.each([
    ['over-long "/"', [0xc0, 0xaf]],
    ['a lone continuation byte', [0x80]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a cut-off sequence', [0xe2, 0x82]],
  ])('answers invalid UTF-8 in the raw body (%s) with 400 invalid_json', async (_what, bytes) => {
    const body = Buffer.concat([
      Buffer.from('{"source":"/a'),
      Buffer.from(bytes),
      Buffer.from('b"}'),
    ]);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      sub_code: 'invalid_json',
      reason: 'The request body is not valid UTF-8 text.',
    });
  });

  it.each([
    ['a%00b', 'q: must not contain control characters'],
    ['%E2%80%AE', 'q: must not contain text-direction control characters'],
    ['%C0%AF', 'q: must be percent-encoded UTF-8'],
    ['%zz', 'q: must be percent-encoded UTF-8'],
  ])('answers the query value %s with 400 naming the parameter', async (value, reason) => {
    const res = await run(
      async (r) => Response.json(parseQuery(r, z.object({ q: z.string() }))),
      new NextRequest(`http://x/?q=${value}`),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ sub_code: 'invalid_parameter', reason });
  });
});

describe('a wrong type is named', () => {
  const schema = z.strictObject({
    code: z.string({ error: 'is required' }).regex(/^\d{6}$/),
    n: z.number({ error: 'is required' }).optional(),
    flag: z.boolean().optional(),
  });
  const post = (body: unknown) =>
    run(
      async (r) => Response.json(await parseJsonBody(r, schema)),
      new NextRequest('http://x/', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    );

  it.each([
    [{ code: 123456 }, 'code: must be a string, not a number'],
    [{ code: true }, 'code: must be a string, not a boolean'],
    [{ code: {} }, 'code: must be a string, not an object'],
    [{ code: ['1'] }, 'code: must be a string, not an array'],
    [{ code: null }, 'code: must be a string, not null'],
    [{}, 'code: is required'],
    [{ code: '123456', n: '5' }, 'n: must be a number, not a string'],
    [{ code: '123456', flag: 'yes' }, 'flag: must be a boolean, not a string'],
  ])('%j answers %p', async (body, reason) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe(reason);
  });

  it("says 'is required' for a missing field whatever zod's own message", async () => {
    const res = await run(
      async (r) => Response.json(await parseJsonBody(r, z.object({ a: z.string() }))),
      new NextRequest('http://x/', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(res.body.reason).toBe('a: is required');
  });
});
