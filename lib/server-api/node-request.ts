// A Pages API route's request as an ApiRequest (lib/server-api/api-request.ts), read from Node's
// IncomingMessage where and when a handler asks: no headers are copied, and the address and the
// cookies are worked out on first use (lib/server-api/node-route.ts).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
import type { ApiRequest } from './api-request';

/** Node's headers as a Web request's: Node has lower-cased the names and joined repeats. */
class NodeHeaders implements Pick<Headers, 'get' | 'has'> {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/** The address as Next would give it to a route handler: the proxy's scheme, else the socket's. */
function urlOf(req: IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim();
  const scheme =
    forwarded === 'http' || forwarded === 'https'
      ? forwarded
      : (req.socket as TLSSocket).encrypted
        ? 'https'
        : 'http';
  const path = req.url ?? '/';
  try {
    return new URL(path, `${scheme}://${req.headers.host ?? 'localhost'}`).href;
  } catch {
    return new URL(path.startsWith('/') ? path : '/', `${scheme}://localhost`).href;
  }
}

export class NodeRequest implements ApiRequest {
  readonly method: string;
  readonly headers: NodeHeaders;
  /** Its body is read whole before the handler runs (withBodyRead), never streamed. */
  readonly body = null;
  private address: string | undefined;
  private jar: RequestCookies | undefined;

  constructor(private readonly req: IncomingMessage) {
    this.method = req.method ?? 'GET';
    this.headers = new NodeHeaders(req.headers);
  }

  get url(): string {
    return (this.address ??= urlOf(this.req));
  }

  get cookies(): ApiRequest['cookies'] {
    // RequestCookies reads only the cookie header of what it is given; its writes (set, delete)
    // are not part of an ApiRequest.
    return (this.jar ??= new RequestCookies(this.headers as unknown as Headers));
  }
}
