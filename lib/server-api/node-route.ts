// The hottest writes (a booking, a call-me lead) are served by Next's Pages API router, which
// hands a handler Node's own request and response. The App Router wraps each call in a Web
// Request, an AbortSignal, web streams and its request stores: for a JSON POST that set a
// cookie it cost about 1.2 ms more of the server's one thread than a Pages API route that
// rebuilt the same Web Request itself (npm run bench, `cpu ms`). The handlers stay
// Web handlers (an ApiRequest in, which a NextRequest is, and a Response or a JsonAnswer out),
// shared with their tests and withApi; this file only carries them across, the request as a
// light NodeRequest, a JsonAnswer written as it is.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest } from './api-request';
import { errorResponse, methodNotAllowed } from './errors';
import type { JsonAnswer } from './json-answer';
import { NodeRequest } from './node-request';
import { withBodyRead } from './read-body';
import { MAX_JSON_BODY_BYTES } from './validation';

/** An App Router handler's context, for a route without dynamic segments. */
interface Context {
  params: Promise<Record<string, string>>;
}

type WebHandler = (
  request: ApiRequest,
  context: Context,
) => Promise<Response | JsonAnswer> | Response | JsonAnswer;

/** A body past this is cut here: the handler's own limit (parseJsonBody) refuses it. */
const MAX_READ_BYTES = MAX_JSON_BODY_BYTES + 1;

interface Body {
  bytes: Buffer | null;
  /** Cut at MAX_READ_BYTES, the rest left unread: the connection must close after the answer. */
  cut: boolean;
}

function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      const cut = size >= MAX_READ_BYTES;
      const bytes = size === 0 ? null : Buffer.concat(chunks, Math.min(size, MAX_READ_BYTES));
      resolve({ bytes, cut });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_READ_BYTES && !req.isPaused()) {
        req.pause();
        done();
      }
    };
    req.on('data', onData);
    req.once('end', done);
    req.once('error', reject);
  });
}

async function send(res: ServerResponse, answer: Response | JsonAnswer): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  // Response is the one global class; a JsonAnswer may come from another bundle's copy of it.
  if (!(answer instanceof Response)) return void res.end(answer.text());
  res.end(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
}

/**
 * A Pages API handler (pages/api/...) that serves Web handlers by method: a method it does not
 * take gets 405 in the shared error shape, as the App Router's routes answer. The page must
 * also export `config = { api: { bodyParser: false } }`: the body is read here, unparsed.
 */
export function nodeRoute(handlers: Partial<Record<string, WebHandler>>) {
  const allowed = Object.keys(handlers);
  const refuse = methodNotAllowed(...allowed);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const handler = handlers[method];
    try {
      if (!handler) return await send(res, refuse());
      const { bytes, cut } =
        method === 'GET' || method === 'HEAD' ? { bytes: null, cut: false } : await readBody(req);
      const request = new NodeRequest(req);
      if (bytes) withBodyRead(request, bytes);
      const response = await handler(request, { params: Promise.resolve({}) });
      if (cut) res.setHeader('connection', 'close');
      await send(res, response);
    } catch {
      // The request itself broke (its connection ended mid-body): nothing was written for it.
      if (!res.headersSent) {
        await send(res, errorResponse(400, 'The request could not be read.', 'invalid_request'));
      } else res.destroy();
    }
  };
}
