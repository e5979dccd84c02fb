// Plain HTTP calls for the cluster test: the status, the body as text and as JSON when it is
// JSON, and the cookies set. Each call names the server it goes to (A, B or nginx) by URL.

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** A `name=value` cookie header. */
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let json: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** `name=value` of a cookie the answer set (with a value: a cleared cookie does not count). */
export function setCookie(answer: Answer, name: string): string | undefined {
  for (const line of answer.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name && pair.slice(eq + 1).trim() !== '') return pair.trim();
  }
  return undefined;
}

/** The status and a short excerpt of the body, for failure messages. */
export function describe(answer: Answer): string {
  return `${answer.status} ${answer.text.replace(/\s+/g, ' ').slice(0, 200)}`;
}
