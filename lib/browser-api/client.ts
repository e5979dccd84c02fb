// The browser's request client (docs/product.md, Calls: shared request behaviour): GET sends
// query-string parameters, POST/PUT/DELETE send JSON; the answer's data (its JSON body) is
// returned; optional time-out; queued requests; a new request under a key aborts the earlier one.
import type { ApiError } from '@/lib/server-api/errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Query-string parameters (GET); null and undefined are left out. */
  params?: Params;
  /** JSON body (POST, PUT, DELETE). */
  data?: unknown;
  timeoutMs?: number;
  /** A later request under the same key aborts this one (e.g. typing in a search box). */
  abortKey?: string;
  /** Requests in one queue run one after another, in the order they were made. */
  queue?: string;
  headers?: Record<string, string>;
}

export const UNKNOWN_ERROR_MESSAGE = 'Some unknown error happened on the server.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection.';

export type RequestErrorKind = 'server' | 'unknown' | 'timeout' | 'aborted' | 'network';

export class RequestError extends Error {
  constructor(
    message: string,
    /** The server's error_code; for an unreadable answer the HTTP status (GET) or -1. */
    readonly code: number,
    readonly kind: RequestErrorKind,
    readonly status: number | null = null,
    readonly subCode: string | null = null,
    readonly extraData: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = kind === 'aborted' ? 'AbortError' : 'RequestError';
  }
}

function isApiError(value: unknown): value is ApiError {
  const v = value as Partial<ApiError> | null;
  return typeof v?.reason === 'string' && typeof v.error_code === 'number';
}

function withQuery(url: string, params: Params | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function errorFrom(response: Response, method: Method): Promise<RequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isApiError(body)) {
    return new RequestError(
      body.reason,
      body.error_code,
      'server',
      response.status,
      typeof body.sub_code === 'string' ? body.sub_code : null,
      body.extra_data && typeof body.extra_data === 'object' ? body.extra_data : {},
    );
  }
  return new RequestError(
    UNKNOWN_ERROR_MESSAGE,
    method === 'GET' ? response.status : -1,
    'unknown',
    response.status,
  );
}

export function createHttpClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const byKey = new Map<string, AbortController>();
  const queues = new Map<string, Promise<unknown>>();

  async function send<T>(method: Method, url: string, opts: RequestOptions): Promise<T> {
    const controller = new AbortController();
    let ended: 'timeout' | 'aborted' | null = null;
    if (opts.abortKey) {
      byKey.get(opts.abortKey)?.abort();
      byKey.set(opts.abortKey, controller);
    }
    controller.signal.addEventListener('abort', () => {
      ended ??= 'aborted';
    });
    const timer =
      opts.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            ended = 'timeout';
            controller.abort();
          }, opts.timeoutMs);
    try {
      const hasBody = method !== 'GET' && opts.data !== undefined;
      let response: Response;
      try {
        response = await doFetch(
          `${options.baseUrl ?? ''}${method === 'GET' ? withQuery(url, opts.params) : url}`,
          {
            method,
            headers: {
              Accept: 'application/json',
              ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
              ...opts.headers,
            },
            body: hasBody ? JSON.stringify(opts.data) : undefined,
            signal: controller.signal,
            credentials: 'same-origin',
          },
        );
      } catch (error) {
        if (ended === 'timeout') throw new RequestError(TIMEOUT_MESSAGE, -1, 'timeout');
        if (ended === 'aborted')
          throw new RequestError('The request was replaced by a newer one.', -1, 'aborted');
        throw new RequestError(NETWORK_MESSAGE, -1, 'network', null, null, {
          cause: String(error),
        });
      }
      if (!response.ok) throw await errorFrom(response, method);
      if (response.status === 204) return undefined as T;
      try {
        return (await response.json()) as T;
      } catch {
        throw new RequestError(
          UNKNOWN_ERROR_MESSAGE,
          method === 'GET' ? response.status : -1,
          'unknown',
          response.status,
        );
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      if (opts.abortKey && byKey.get(opts.abortKey) === controller) byKey.delete(opts.abortKey);
    }
  }

  function request<T>(method: Method, url: string, opts: RequestOptions = {}): Promise<T> {
    if (!opts.queue) return send<T>(method, url, opts);
    const previous = queues.get(opts.queue) ?? Promise.resolve();
    const run = previous.then(
      () => send<T>(method, url, opts),
      () => send<T>(method, url, opts),
    );
    const tail = run.catch(() => undefined);
    queues.set(opts.queue, tail);
    void tail.then(() => {
      if (queues.get(opts.queue!) === tail) queues.delete(opts.queue!);
    });
    return run;
  }

  return {
    request,
    get: <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, opts),
    post: <T>(url: string, data?: unknown, opts?: RequestOptions) =>
      request<T>('POST', url, { ...opts, data }),
    put: <T>(url: string, data?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', url, { ...opts, data }),
    delete: <T>(url: string, data?: unknown, opts?: RequestOptions) =>
      request<T>('DELETE', url, { ...opts, data }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
