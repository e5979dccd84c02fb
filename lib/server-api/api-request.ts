// What a JSON API handler reads of its request. Next's NextRequest has all of it, and so does
// the light request lib/server-api/node-request.ts makes of Node's own for the Pages API routes
// (a booking, a call-me lead): building a NextRequest there (a Web Request, its AbortSignal,
// its headers copied, its URL parsed) cost about 4% of a booking's time on the server's one
// thread (npm run bench). A handler served both ways reads only this.
import type { NextRequest } from 'next/server';

export interface ApiRequest {
  readonly method: string;
  /** The address: the proxy's scheme, else the socket's, as Next gives it; the Host's name. */
  readonly url: string;
  readonly headers: Pick<Headers, 'get' | 'has'>;
  readonly cookies: Pick<NextRequest['cookies'], 'get' | 'has'>;
  /** The body as a stream; null where it was read already (lib/server-api/read-body.ts). */
  readonly body: ReadableStream<Uint8Array> | null;
}
