import {
  createHttpClient,
  NETWORK_MESSAGE,
  RequestError,
  TIMEOUT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './client';

type Call = { url: string; init: RequestInit };

/** A fetch that answers from `respond`, records calls, and honours abort signals. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = jest.fn((url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      Promise.resolve(respond(call)).then(resolve, reject);
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const later = (ms: number, response: () => Response) =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(response()), ms));

describe('requests', () => {
  it('GET sends query-string parameters and returns the data', async () => {
    const { fetch, calls } = fakeFetch(() => json({ similar_products: [] }));
    const http = createHttpClient({ fetch, baseUrl: 'https://x.example' });
    const data = await http.get('/api/s/', {
      params: { product_random_id: 'ab12cd', city_id: 1, skip: undefined, n: null },
    });
    expect(data).toEqual({ similar_products: [] });
    expect(calls[0]!.url).toBe('https://x.example/api/s/?product_random_id=ab12cd&city_id=1');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s sends a JSON body', async (method) => {
    const { fetch, calls } = fakeFetch(() => json({ success: true }));
    const http = createHttpClient({ fetch });
    await http.request(method, '/api/c/', { data: { call_me_number: '9876543210' } });
    expect(calls[0]!.init.body).toBe('{"call_me_number":"9876543210"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
  });
});

describe('errors', () => {
  it('reads the shared error shape', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          reason: 'Too many requests.',
          error_code: 429,
          sub_code: 'rate_limited',
          extra_data: { retry_after_seconds: 60 },
        },
        429,
      ),
    );
    const error = await createHttpClient({ fetch })
      .post('/api/c/', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: 'Too many requests.',
      code: 429,
      subCode: 'rate_limited',
      status: 429,
      kind: 'server',
      extraData: { retry_after_seconds: 60 },
    });
  });

  it('makes an unparseable error body the unknown error, code = HTTP status for GET', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await createHttpClient({ fetch })
      .get('/api/x/')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: UNKNOWN_ERROR_MESSAGE, code: 502, kind: 'unknown' });
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('makes it code -1 for %s', async (method) => {
    const { fetch } = fakeFetch(() => new Response('oops', { status: 500 }));
    const error = await createHttpClient({ fetch })
      .request(method, '/api/x/', { data: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: UNKNOWN_ERROR_MESSAGE, code: -1 });
  });

  it('treats JSON that is not the error shape as unknown too', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'nope' }, 500));
    await expect(createHttpClient({ fetch }).get('/api/x/')).rejects.toMatchObject({
      message: UNKNOWN_ERROR_MESSAGE,
      code: 500,
    });
  });

  it('says so when the server cannot be reached', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createHttpClient({ fetch }).get('/api/x/')).rejects.toMatchObject({
      message: NETWORK_MESSAGE,
      kind: 'network',
    });
  });
});

describe('timeout', () => {
  it('aborts a request that takes longer than timeoutMs', async () => {
    const { fetch, calls } = fakeFetch(() => later(200, () => json({})));
    const error = await createHttpClient({ fetch })
      .get('/api/slow/', { timeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: TIMEOUT_MESSAGE, kind: 'timeout' });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('lets a quick request through', async () => {
    const { fetch } = fakeFetch(() => later(5, () => json({ ok: 1 })));
    await expect(
      createHttpClient({ fetch }).get('/api/quick/', { timeoutMs: 500 }),
    ).resolves.toEqual({ ok: 1 });
  });
});

describe('abort by key', () => {
  it('aborts the earlier request under the same key, not others', async () => {
    const { fetch } = fakeFetch((call) => later(30, () => json({ url: call.url })));
    const http = createHttpClient({ fetch });
    const first = http.get('/api/search/', { params: { q: 'mr' }, abortKey: 'search' });
    const other = http.get('/api/other/', { abortKey: 'other' });
    const second = http.get('/api/search/', { params: { q: 'mri' }, abortKey: 'search' });
    await expect(first).rejects.toMatchObject({ kind: 'aborted', name: 'AbortError' });
    await expect(second).resolves.toEqual({ url: '/api/search/?q=mri' });
    await expect(other).resolves.toEqual({ url: '/api/other/' });
  });
});

describe('queue', () => {
  it('runs queued requests one after another, in order, even after a failure', async () => {
    const log: string[] = [];
    let active = 0;
    const { fetch } = fakeFetch(async (call) => {
      active++;
      expect(active).toBe(1);
      log.push(`start ${call.url}`);
      await new Promise((r) => setTimeout(r, call.url.endsWith('1') ? 30 : 5));
      log.push(`end ${call.url}`);
      active--;
      return call.url.endsWith('2') ? new Response('x', { status: 500 }) : json({ url: call.url });
    });
    const http = createHttpClient({ fetch });
    const results = await Promise.allSettled([
      http.post('/api/q/1', {}, { queue: 'leads' }),
      http.post('/api/q/2', {}, { queue: 'leads' }),
      http.post('/api/q/3', {}, { queue: 'leads' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual([
      'start /api/q/1',
      'end /api/q/1',
      'start /api/q/2',
      'end /api/q/2',
      'start /api/q/3',
      'end /api/q/3',
    ]);
  });

  it('does not hold back requests outside the queue', async () => {
    const order: string[] = [];
    const { fetch } = fakeFetch(async (call) => {
      await new Promise((r) => setTimeout(r, call.url.includes('slow') ? 40 : 1));
      order.push(call.url);
      return json({});
    });
    const http = createHttpClient({ fetch });
    await Promise.all([http.get('/api/slow/', { queue: 'a' }), http.get('/api/fast/')]);
    expect(order).toEqual(['/api/fast/', '/api/slow/']);
  });
});
