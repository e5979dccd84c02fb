import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** A Pages API handler on a loopback port of its own, as Next's server calls it; close() ends it. */
export async function serveNode(handler: NodeHandler) {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
