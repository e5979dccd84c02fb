// A request's body the server has already read whole (lib/server-api/node-route.ts reads it
// from Node's stream): its bytes are handed to parseJsonBody as they are. Wrapped as a Web
// stream they were read back chunk by chunk, about 45 µs of the server's one thread per
// booking (npm run bench).
import type { ApiRequest } from './api-request';

const bodies = new WeakMap<ApiRequest, Uint8Array>();

/** `request` carries no body stream; its body is these bytes. */
export function withBodyRead<R extends ApiRequest>(request: R, bytes: Uint8Array): R {
  bodies.set(request, bytes);
  return request;
}

/** The bytes given by withBodyRead, or undefined for a request whose body is its stream. */
export function bodyRead(request: ApiRequest): Uint8Array | undefined {
  return bodies.get(request);
}
