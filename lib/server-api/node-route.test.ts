import { NextResponse } from 'next/server';
import type { ApiRequest } from './api-request';
import { apiError } from '@/lib/testing/route';
import { serveNode } from '@/lib/testing/node-server';
import { nodeRoute } from './node-route';
import { MAX_JSON_BODY_BYTES, parseJsonBody } from './validation';
import { withApi } from './handler';
import { JsonAnswer } from './json-answer';
import { z } from 'zod';

// What the handler saw of the request, and an answer with two cookies and a status of its own.
const seen: {
  url?: string;
  cookie?: string | null;
  forwarded?: string | null;
  stream?: boolean;
}[] = [];
const POST = withApi(async (request: ApiRequest) => {
  const body = await parseJsonBody(request, z.object({ n: z.number() }));
  seen.push({
    url: request.url,
    cookie: request.cookies.get('session')?.value ?? null,
    forwarded: request.headers.get('x-forwarded-for'),
    stream: request.body !== null,
  });
  const response = NextResponse.json({ doubled: body.n * 2 }, { status: 201 });
  response.headers.set('Cache-Control', 'private, no-store');
  response.cookies.set({ name: 'a', value: '1', httpOnly: true, path: '/' });
  response.cookies.set({ name: 'b', value: '2', path: '/' });
  return response;
});

let server: Awaited<ReturnType<typeof serveNode>>;
beforeAll(async () => {
  server = await serveNode(nodeRoute({ POST }));
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/thing/?x=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

it('gives the Web handler the request and sends its answer: status, headers, every cookie', async () => {
  const res = await post('{"n":21}', {
    cookie: 'session=abc; other=x',
    'x-forwarded-for': '10.0.0.1',
  });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ doubled: 42 });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['a=1', 'b=2']);
  // The Host header's own name (NextURL would say "localhost" for 127.0.0.1): handlers read the
  // scheme and the path of it.
  expect(seen).toEqual([
    {
      url: `${server.url}/api/thing/?x=1`,
      cookie: 'abc',
      forwarded: '10.0.0.1',
      // The body was read here and handed over as bytes, not wrapped in a stream again.
      stream: false,
    },
  ]);
});

it("takes the scheme a proxy names, as Next's own routes do", async () => {
  await post('{"n":1}', { 'x-forwarded-proto': 'https' });
  expect(new URL(seen[0]!.url!).protocol).toBe('https:');
});

it('answers a method it does not take with 405 in the error shape', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const res = await fetch(`${server.url}/api/thing/`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(apiError.parse(await res.json()).sub_code).toBe('method_not_allowed');
  }
  expect(seen).toEqual([]);
});

it("leaves bad bodies to the handler's own checks: bad JSON 400, too large 413", async () => {
  const bad = await post('{"n":');
  expect(bad.status).toBe(400);
  expect(apiError.parse(await bad.json()).sub_code).toBe('invalid_json');
  const huge = await post(JSON.stringify({ n: 1, pad: 'x'.repeat(MAX_JSON_BODY_BYTES * 4) }));
  expect(huge.status).toBe(413);
  expect(huge.headers.get('connection')).toBe('close');
  // The server still answers the next request.
  expect((await post('{"n":2}')).status).toBe(201);
});

it('refuses a body sent in chunks, with no length declared, once it passes the limit', async () => {
  const chunk = new TextEncoder().encode(' '.repeat(4096));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < (MAX_JSON_BODY_BYTES / chunk.length) * 3) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const res = await fetch(`${server.url}/api/thing/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(res.status).toBe(413);
  expect(apiError.parse(await res.json()).sub_code).toBe('body_too_large');
  expect(seen).toEqual([]);
});

it('refuses a body that is not UTF-8, read from the bytes handed over', async () => {
  const res = await post(new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0xc0, 0xaf, 0x7d]));
  expect(res.status).toBe(400);
  expect(apiError.parse(await res.json()).reason).toBe('The request body is not valid UTF-8 text.');
});

it('writes a JsonAnswer as it is: status, headers, every cookie, the JSON', async () => {
  const answering = await serveNode(
    nodeRoute({
      POST: withApi(async (request: ApiRequest) => {
        const body = await parseJsonBody(request, z.object({ n: z.number() }));
        const answer = new JsonAnswer(
          { tripled: body.n * 3, text: '₹ 3,750' },
          { status: 201, headers: { 'Cache-Control': 'private, no-store' } },
        );
        answer.cookies.set({ name: 'a', value: '1', httpOnly: true, path: '/' });
        answer.cookies.set({ name: 'b', value: '2', path: '/' });
        return answer;
      }),
    }),
  );
  try {
    const res = await fetch(`${answering.url}/api/thing/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"n":5}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(await res.json()).toEqual({ tripled: 15, text: '₹ 3,750' });
  } finally {
    await answering.close();
  }
});
