// A JSON answer before it is a Web Response. A Pages API route (lib/server-api/node-route.ts)
// writes it to Node's response as it is; anything else takes it as a Response (asResponse).
// Building the Response, its body stream, and reading that stream back for Node cost about 6%
// of a booking's time on the server's one thread (npm run bench). Its headers and
// cookies are Next's own classes, as a NextResponse's are, so they serialize the same way.
import { ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';

export class JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly cookies: ResponseCookies;

  constructor(
    readonly body: unknown,
    init: { status?: number; headers?: HeadersInit } = {},
  ) {
    this.status = init.status ?? 200;
    this.headers = new Headers(init.headers);
    // What Response.json sets.
    this.headers.set('content-type', 'application/json');
    this.cookies = new ResponseCookies(this.headers);
  }

  /** The body as Response.json writes it. */
  text(): string {
    return JSON.stringify(this.body);
  }
}

/** A handler's answer as a Web Response (the App Router's, and tests'). */
export function asResponse(answer: Response | JsonAnswer): Response {
  if (answer instanceof Response) return answer;
  return new Response(answer.text(), { status: answer.status, headers: answer.headers });
}
