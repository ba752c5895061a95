/**
 * What the app needs from the runtime it runs on, behind one small interface:
 * each runtime's entry passes its own (runtimes/node-seam.ts, runtimes/bun.ts,
 * runtimes/deno.ts, runtimes/workers.ts), as Hono's adapters each ship a
 * `getConnInfo`. The app itself never looks at `c.env`.
 */
import type { Context } from 'hono';
import type { CappedBody } from './body.js';

export interface RuntimeSeam {
  /** The runtime's name, for /health and logs. */
  readonly name: string;
  /** The connection's peer address (the runtime's conninfo), or undefined when it cannot tell. */
  peer(c: Context): string | undefined;
  /**
   * The request body under a cap, read the runtime's fastest way; undefined to read the
   * web-standard stream (body.ts).
   */
  readBody?(c: Context, maxBytes: number): Promise<CappedBody> | undefined;
  /** Calls `listener` if the client goes away before its response is complete; default: the request's abort signal. */
  onHangUp?(c: Context, listener: () => void): void;
  /**
   * A /mcp body a fast path in front of the app already read and parsed (Node), so the route
   * neither reads nor parses it again: `{ body }`, or `{ text }` when it was not JSON.
   */
  parsedMcpBody?(c: Context): { body: unknown } | { text: string } | undefined;
  /**
   * The request's body is refused unread (413, `Connection: close`): let the client, maybe still
   * sending, read the answer before the connection ends (Node: node-unread-body.ts).
   */
  refusedBody?(c: Context): void;
}

/** A runtime that tells nothing about connections: every client shares one rate-limit key. */
export const WEB_SEAM: RuntimeSeam = Object.freeze({ name: 'web', peer: () => undefined });

/** Calls `listener` when the client hangs up, through the seam or the request's abort signal. */
export function onHangUp(c: Context, seam: RuntimeSeam, listener: () => void): void {
  if (seam.onHangUp) seam.onHangUp(c, listener);
  else c.req.raw.signal.addEventListener('abort', listener, { once: true });
}
