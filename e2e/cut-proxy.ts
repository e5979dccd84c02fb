import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the e2e server that sends a page's HTML in two parts: up to the first
 * `cut` marker, then, `pauseMs` later, the rest, as a slow or busy link does. Everything else
 * passes as it is. Pages through it show what the browser paints of a half-parsed document.
 */
export async function cuttingProxy(
  target: string,
  cut: string,
  pauseMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      {
        method: req.method,
        // Uncompressed, so the marker can be found in the bytes.
        headers: { ...req.headers, 'accept-encoding': 'identity', host: new URL(target).host },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          const html = String(answer.headers['content-type']).includes('text/html');
          const at = html ? body.indexOf(cut) : -1;
          if (at < 0) return res.end(body);
          res.write(body.subarray(0, at));
          setTimeout(() => res.end(body.subarray(at)), pauseMs);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
