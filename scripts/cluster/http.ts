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

/**
 * A browser's cookies for one site, as far as these calls need them: every cookie an answer
 * sets is sent with the next requests (to any of the servers, which share one origin behind
 * nginx) until it is cleared or its Max-Age runs out. Secure is not enforced: browsers keep
 * Secure cookies from http://127.0.0.1 as well.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; expiresAt: number }>();

  constructor(...pairs: string[]) {
    for (const pair of pairs) this.set(pair, Infinity);
  }

  private set(pair: string, expiresAt: number) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || expiresAt <= Date.now()) this.cookies.delete(name);
    else this.cookies.set(name, { value, expiresAt });
  }

  /** Keeps the cookies an answer set, and drops the ones it cleared. */
  take(answer: Answer): void {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const maxAge = attributes
        .map((a) => /^\s*max-age=(-?\d+)\s*$/i.exec(a)?.[1])
        .find((v) => v !== undefined);
      this.set(pair, maxAge === undefined ? Infinity : Date.now() + Number(maxAge) * 1000);
    }
  }

  /** The Cookie header a browser would send now. */
  header(): string {
    const now = Date.now();
    return [...this.cookies]
      .filter(([, c]) => c.expiresAt > now)
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}

/** The status and a short excerpt of the body, for failure messages. */
export function describe(answer: Answer): string {
  return `${answer.status} ${answer.text.replace(/\s+/g, ' ').slice(0, 200)}`;
}
