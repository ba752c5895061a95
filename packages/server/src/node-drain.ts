/**
 * Graceful stop of a node:http server without losing a call: every request the server has
 * begun to read is answered, keep-alive connections close between requests (never during one),
 * and new connections are refused. Server-to-client event streams (GET) end at once. Past the
 * grace period a request still waiting for its answer gets a clean 503 with `Connection: close`
 * instead of a reset socket.
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

/** The content type a writeHead call sets (headers given as an object or a flat array), or one set before. */
function contentTypeOf(res: ServerResponse, args: unknown[]): string {
  const headers = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
  if (Array.isArray(headers)) {
    const flat = headers.flat() as unknown[];
    for (let i = 0; i + 1 < flat.length; i += 2) if (String(flat[i]).toLowerCase() === 'content-type') return String(flat[i + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'content-type') return String(value);
  }
  return String(res.getHeader('content-type') ?? '');
}

export function drainable(inner: RequestListener): Drain {
  const active = new Set<ServerResponse>();
  let draining = false;

  /**
   * GETs answered with an event stream (MCP's server-to-client stream): they answer no request,
   * so ending them at once loses nothing (the client reconnects, to another instance behind a
   * load balancer), and waiting for them would hold the stop for the whole grace.
   */
  const listening = new WeakSet<ServerResponse>();

  const closeAfter = (res: ServerResponse) => {
    // no keep-alive once draining: `Connection: close`, and Node ends the socket after the answer
    if (!res.headersSent) res.shouldKeepAlive = false;
    else if (listening.has(res)) res.end();
    else res.once('finish', () => res.socket?.end());
  };

  const watchStream = (res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const out = (writeHead as (...a: unknown[]) => ServerResponse).apply(res, args);
      if (contentTypeOf(res, args).startsWith('text/event-stream')) {
        listening.add(res);
        if (draining) queueMicrotask(() => res.end()); // opened while draining
      }
      return out;
    } as typeof writeHead;
  };

  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    res.once('close', () => active.delete(res));
    if (req.method === 'GET') watchStream(res);
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
