/**
 * Graceful stop of a node:http server without losing a call: every request the server has
 * begun to read is answered, keep-alive connections close between requests (never during one),
 * and new connections are refused. Past the grace period a request still waiting for its answer
 * gets a clean 503 with `Connection: close` instead of a reset socket.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { JSON_HEADERS } from './edge.js';

/** How long the 503s written at the end of the grace period get to leave before sockets are cut. */
const FLUSH_MS = 1000;

const SHUTTING_DOWN = JSON.stringify({
  success: false,
  error: 'The server is shutting down: retry the request',
  errorCode: 'RATE_LIMITED',
});

export interface Drain {
  /** The request listener to serve with: tracks requests and closes their connections while draining. */
  listener: RequestListener;
  /** Stops accepting, answers what is in flight (503 past `graceMs`), resolves once every connection is closed. */
  drain(server: Server, graceMs: number): Promise<void>;
}

export function drainable(inner: RequestListener): Drain {
  const active = new Set<ServerResponse>();
  let draining = false;

  const closeAfter = (res: ServerResponse) => {
    // no keep-alive once draining: `Connection: close`, and Node ends the socket after the answer
    if (!res.headersSent) res.shouldKeepAlive = false;
    else res.once('finish', () => res.socket?.end());
  };

  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    res.once('close', () => active.delete(res));
    if (draining) closeAfter(res);
    inner(req, res);
  };

  async function drain(server: Server, graceMs: number): Promise<void> {
    draining = true;
    for (const res of active) closeAfter(res);
    // a request already in the socket's buffer is read in this turn of the event loop: let the
    // parser see it, so the connection counts as busy and is not closed as idle under it
    await new Promise((resolve) => setImmediate(resolve));
    const closed = new Promise<void>((resolve) => server.close(() => resolve())); // also closes idle connections
    const grace = setTimeout(() => void expire(server), graceMs);
    await closed;
    clearTimeout(grace);
  }

  async function expire(server: Server): Promise<void> {
    const answered: Promise<unknown>[] = [];
    for (const res of active) {
      if (res.headersSent) {
        res.destroy(); // a stream past the grace: nothing clean is left to say
        continue;
      }
      answered.push(new Promise((resolve) => res.once('finish', resolve)));
      try {
        res.writeHead(503, { ...JSON_HEADERS, 'retry-after': '1', connection: 'close' });
        res.end(SHUTTING_DOWN);
      } catch {
        res.destroy(); // its socket is already gone
      }
      // the handler answers later into a response that is already over: make that harmless
      Object.assign(res, { writeHead: () => res, setHeader: () => res, flushHeaders: () => {}, write: () => true, end: () => res });
    }
    await Promise.race([Promise.all(answered), new Promise((resolve) => setTimeout(resolve, FLUSH_MS).unref())]);
    server.closeAllConnections();
  }

  return { listener, drain };
}
