/**
 * The Node seam (@hono/node-server): the peer address through the adapter's
 * own `getConnInfo`, bodies read straight from the IncomingMessage, hang-ups
 * from the ServerResponse, and the /mcp body Node's fast path already parsed.
 * The only module that knows what @hono/node-server puts in `c.env`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { readIncoming } from '../body.js';
import { endAfterDrain } from '../node-unread-body.js';
import type { RuntimeSeam } from '../runtime-seam.js';

type Bindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };
type Parsed = { body: unknown } | { text: string };

const bindings = (c: Context): Bindings => (c.env ?? {}) as Bindings;
const handedOver = new WeakMap<IncomingMessage, Parsed>();

/**
 * Node's fast path read and parsed this /mcp request but leaves it to the app: the bytes go
 * along as `rawBody` (which @hono/node-server reads instead of the drained stream) and the
 * parsed body through the seam, so nothing is read or parsed twice.
 */
export function handOverMcpBody(req: IncomingMessage, bytes: Uint8Array, parsed: Parsed): void {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  handedOver.set(req, parsed);
}

export const NODE_SEAM: RuntimeSeam = Object.freeze({
  name: 'node',
  peer: (c: Context) => (bindings(c).incoming ? getConnInfo(c).remote.address : undefined),
  readBody(c: Context, maxBytes: number) {
    const incoming = bindings(c).incoming;
    if (!incoming || incoming.readableEnded || handedOver.has(incoming)) return undefined;
    const declared = incoming.headers['content-length'];
    return readIncoming(incoming, maxBytes, declared === undefined ? undefined : Number(declared));
  },
  onHangUp(c: Context, listener: () => void) {
    // the response's 'close' event: creating the request's AbortSignal costs more than a small call's bookkeeping
    const outgoing = bindings(c).outgoing;
    if (outgoing) outgoing.once('close', () => void (outgoing.writableFinished || listener()));
    else c.req.raw.signal.addEventListener('abort', listener, { once: true });
  },
  refusedBody(c: Context) {
    const { incoming, outgoing } = bindings(c);
    if (incoming && outgoing) endAfterDrain(incoming, outgoing);
  },
  parsedMcpBody(c: Context) {
    const incoming = bindings(c).incoming;
    return incoming ? handedOver.get(incoming) : undefined;
  },
});
