/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainable } from './drain';

interface Reply {
  status: number;
  body: string;
  connection: string | undefined;
}

function get(port: number, path: string, agent: http.Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, connection: res.headers.connection }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('drainable', () => {
  let server: http.Server;
  let port: number;
  let agent: http.Agent;
  let received: string[];

  beforeEach(async () => {
    received = [];
    server = http.createServer((req, res) => {
      received.push(req.url!);
      if (req.url === '/slow') {
        setTimeout(() => res.end('slow done'), 300);
      } else if (req.url === '/stream') {
        // Headers and a first chunk go out at once, as a streamed Next page does.
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first ');
        setTimeout(() => res.end('last'), 300);
      } else if (req.url === '/hang') {
        // never answers
      } else {
        res.end('ok');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  });

  afterEach(() => {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  });

  it('answers the requests in flight, closing their connections, and then stops', async () => {
    const d = drainable(server);
    // A keep-alive connection that is idle at the signal, and two requests in flight.
    expect((await get(port, '/fast', agent)).connection).toBe('keep-alive');
    const slow = get(port, '/slow', agent);
    const stream = get(port, '/stream', agent);
    await sleep(100);
    expect(d.inFlight).toBe(2);

    const drained = d.drain(5_000);
    expect(await slow).toEqual({ status: 200, body: 'slow done', connection: 'close' });
    // Its headers had said keep-alive; the connection is still ended after the response.
    expect((await stream).body).toBe('first last');
    // Resolves clean (before its deadline) once the last connection is gone.
    expect(await drained).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('refuses new connections as soon as it starts draining', async () => {
    const d = drainable(server);
    const slow = get(port, '/slow', agent);
    await sleep(50);
    const drained = d.drain(5_000);
    await expect(get(port, '/late', new http.Agent())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect((await slow).status).toBe(200);
    expect(await drained).toBe(true);
    expect(received).not.toContain('/late');
  });

  it('answers every request sent before the drain began, on busy keep-alive connections', async () => {
    const d = drainable(server);
    let drainStarted = false;
    const before = { answered: 0, failed: 0 };
    const after = { answered: 0, failed: 0 };
    let stop = false;
    // Back-to-back requests on four keep-alive connections: each connection is idle only for
    // the moment between a response and the next request, so the drain finds some busy and
    // some idle, and must reset none of the requests already sent.
    const worker = async () => {
      while (!stop) {
        const tally = drainStarted ? after : before;
        await get(port, '/fast', agent).then(
          () => tally.answered++,
          () => tally.failed++,
        );
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    // Until the connections have carried a few requests: a fixed wait is too short when the
    // machine is busy.
    for (const until = Date.now() + 10_000; before.answered <= 4 && Date.now() < until;) {
      await sleep(10);
    }
    drainStarted = true;
    expect(await d.drain(5_000)).toBe(true);
    stop = true;
    await Promise.all(workers);
    expect(before.answered).toBeGreaterThan(4);
    expect(before.failed).toBe(0);
    // Each connection answered what came on it next, saying it closes; later ones were refused.
    expect(after.answered).toBeGreaterThan(0);
  });

  it('cuts what is still open at its deadline', async () => {
    const d = drainable(server);
    const hung = get(port, '/hang', agent);
    await sleep(50);
    expect(await d.drain(200)).toBe(false);
    await expect(hung).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
