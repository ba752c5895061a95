/**
 * Answering a Node request whose body the server refuses to read (over the cap: 413).
 * Closing the connection right after the answer while the client is still sending makes the
 * kernel reset it, and the client sees EPIPE/ECONNRESET instead of the 413; keeping it open
 * would let a never-ending body be read forever. So the answer goes out at once with
 * `Connection: close`, then the rest of the body is read and thrown away, up to
 * DRAIN_LIMIT_BYTES, and the connection ends when the body does or the limit is reached
 * (a client sending slowly is ended by the server's requestTimeout, node.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Most bytes of a refused body read and discarded so that the client can read the answer. */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/** Reads and discards up to `limit` more bytes of the body, then calls `done` (once). */
function drain(req: IncomingMessage, limit: number, done: () => void): void {
  let left = limit;
  let called = false;
  const finish = () => void (called || ((called = true), done()));
  if (req.complete || req.destroyed) return finish(); // nothing left to read (or nothing can be)
  req.on('data', (chunk: Uint8Array) => {
    left -= chunk.length;
    if (left < 0) finish();
  });
  req.once('end', finish);
  req.once('error', finish);
  req.once('aborted', finish);
  req.once('close', finish); // also when a reader of the body stream destroyed it
  req.resume();
}

/**
 * For answers written by others (the Hono app through @hono/node-server): this one response's
 * `end` writes the answer at once but ends only after the drain, so the connection closes then.
 */
export function endAfterDrain(req: IncomingMessage, res: ServerResponse, drainLimit = DRAIN_LIMIT_BYTES): void {
  if (req.complete || req.destroyed) return;
  const end = res.end;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as () => void) : undefined;
    if (args[0] !== undefined && args[0] !== null) res.write(args[0] as Uint8Array, (args[1] ?? 'utf8') as BufferEncoding);
    drain(req, drainLimit, () => (end as (callback?: () => void) => ServerResponse).call(res, callback));
    return res;
  } as ServerResponse['end'];
}

export function answerUnreadBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string,
  drainLimit = DRAIN_LIMIT_BYTES,
): void {
  // Connection: close makes node:http end the socket once the response is finished
  res.writeHead(status, { ...headers, connection: 'close', 'content-length': String(Buffer.byteLength(body)) });
  if (req.complete || req.destroyed) return void res.end(body);
  res.write(body);
  drain(req, drainLimit, () => void (res.writableEnded || res.end()));
}
