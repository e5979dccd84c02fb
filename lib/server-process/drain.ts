// Graceful stop of an HTTP server: no new connections, every request already received is
// answered, each keep-alive connection closes after its current response, and whatever is still
// open at the deadline is cut.
//
// Written on Node's own API rather than http-terminator (the usual library), and without
// `server.close()`'s own idle sweep, for one reason: both close every idle keep-alive connection
// the moment the drain starts, and a client that had just written its next request on one (the
// request is on the wire, the server has not read it yet) gets a reset for a request it sent. Here
// a connection is closed once it has been idle for IDLE_GRACE_MS, long enough that nobody was
// about to use it, or after the response to a request it brought.
import net from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a connection must have been idle before the drain closes it. */
export const IDLE_GRACE_MS = 500;

export interface Drainable {
  /** Stops accepting, lets in-flight requests finish; resolves `true` when all ended in time. */
  drain(timeoutMs: number): Promise<boolean>;
  /** Requests being answered now. */
  readonly inFlight: number;
}

interface Connection {
  busy: number;
  idleSince: number;
}

/** Tracks `server`'s connections and requests from now on, so it can later be drained. */
export function drainable(server: Server, now: () => number = Date.now): Drainable {
  const connections = new Map<net.Socket, Connection>();
  let inFlight = 0;
  let draining = false;

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { busy: 0, idleSince: now() });
    socket.once('close', () => connections.delete(socket));
  });

  const closeAfter = (res: ServerResponse) => {
    // Not yet sent: the response itself says the connection ends (Node then closes it).
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    inFlight++;
    if (connection) connection.busy++;
    if (draining) closeAfter(res);
    res.once('close', () => {
      inFlight--;
      if (!connection) return;
      connection.busy--;
      connection.idleSince = now();
      // A streamed response's headers had said keep-alive: end its connection all the same.
      if (draining && connection.busy === 0) req.socket.end();
    });
  });

  return {
    get inFlight() {
      return inFlight;
    },
    drain(timeoutMs) {
      draining = true;
      for (const [socket, c] of connections) {
        const res = (socket as net.Socket & { _httpMessage?: ServerResponse })._httpMessage;
        if (c.busy > 0 && res) closeAfter(res);
      }
      return new Promise((resolve) => {
        let done = false;
        const finish = (clean: boolean) => {
          if (done) return;
          done = true;
          clearTimeout(deadline);
          clearInterval(sweep);
          resolve(clean);
        };
        const deadline = setTimeout(() => {
          for (const socket of connections.keys()) socket.destroy();
          finish(false);
        }, timeoutMs);
        const sweep = setInterval(() => {
          for (const [socket, c] of connections) {
            if (c.busy === 0 && now() - c.idleSince >= IDLE_GRACE_MS) socket.end();
          }
        }, 50);
        // net.Server's close: stops accepting and calls back once every connection has ended,
        // without http.Server's immediate sweep of idle connections (see above).
        net.Server.prototype.close.call(server, () => finish(true));
      });
    },
  };
}
