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
  let left = drainLimit;
  const finish = () => void (res.writableEnded || res.end());
  req.on('data', (chunk: Uint8Array) => {
    left -= chunk.length;
    if (left < 0) finish();
  });
  req.once('end', finish);
  req.once('error', finish);
  req.once('aborted', finish);
  req.resume();
}
