import type { IncomingMessage } from 'node:http';
import { NextRequest } from 'next/server';
import { NodeRequest } from './node-request';

/** Node's request as its HTTP parser leaves it: names lower-cased, repeats joined. */
function incoming(headers: IncomingMessage['headers'], encrypted = false): IncomingMessage {
  return {
    method: 'POST',
    url: '/api/booking/?from=home',
    headers: { host: 'shop.example:3000', ...headers },
    socket: { encrypted },
  } as unknown as IncomingMessage;
}

/** The NextRequest the route used to build from the same request (lib/server-api/node-route.ts). */
function nextRequestOf(req: IncomingMessage): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return new NextRequest(`http://shop.example:3000${req.url}`, { method: req.method, headers });
}

const HEADER_SETS: IncomingMessage['headers'][] = [
  {},
  { cookie: 'session=abc; campaign=%7B%22a%22%3A1%7D; empty=', 'x-forwarded-for': '10.0.0.1' },
  { cookie: 'a=1; a=2; b="quoted"', 'idempotency-key': 'key-12345678' },
  { 'x-custom': ['one', 'two'], 'content-type': 'application/json; charset=utf-8' },
];

describe('NodeRequest', () => {
  it.each(HEADER_SETS)('reads headers and cookies as NextRequest does: %j', (headers) => {
    const req = incoming(headers);
    const node = new NodeRequest(req);
    const next = nextRequestOf(req);
    for (const name of [
      'cookie',
      'Cookie',
      'x-forwarded-for',
      'idempotency-key',
      'x-custom',
      'content-type',
      'origin',
    ]) {
      expect([name, node.headers.get(name)]).toEqual([name, next.headers.get(name)]);
      expect(node.headers.has(name)).toBe(next.headers.has(name));
    }
    for (const name of ['session', 'campaign', 'empty', 'a', 'b', 'missing']) {
      expect(node.cookies.get(name)).toEqual(next.cookies.get(name));
      expect(node.cookies.has(name)).toBe(next.cookies.has(name));
    }
    expect(node.method).toBe('POST');
    expect(node.body).toBeNull();
  });

  it("gives the socket's scheme, or the one a proxy names, with the path and query", () => {
    expect(new NodeRequest(incoming({})).url).toBe(
      'http://shop.example:3000/api/booking/?from=home',
    );
    expect(new NodeRequest(incoming({}, true)).url).toMatch(/^https:\/\/shop\.example:3000\//);
    expect(new NodeRequest(incoming({ 'x-forwarded-proto': 'https, http' })).url).toMatch(
      /^https:/,
    );
    expect(new NodeRequest(incoming({ 'x-forwarded-proto': 'gopher' })).url).toMatch(/^http:/);
  });

  it('still has an address when the Host header is not one', () => {
    expect(new NodeRequest(incoming({ host: 'bad host' })).url).toBe(
      'http://localhost/api/booking/?from=home',
    );
  });
});
