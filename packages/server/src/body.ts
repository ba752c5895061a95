/**
 * Request bodies read under a byte cap before anything is parsed. On Node the
 * bytes come straight from the IncomingMessage (web streams cost more than the
 * tools themselves); other runtimes read the web-standard body stream.
 */
import type { Context } from 'hono';

export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true };

export interface NodeIncoming {
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end' | 'error' | 'aborted', listener: (error?: Error) => void): unknown;
  removeAllListeners(event: string): unknown;
  resume(): unknown;
  readableEnded?: boolean;
}

function nodeIncoming(c: Context): NodeIncoming | undefined {
  const incoming = (c.env as { incoming?: NodeIncoming } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' && !incoming.readableEnded ? incoming : undefined;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Reads a Node request body under a cap (used by the app on Node and by the Node fast path). */
export function readIncoming(incoming: NodeIncoming, maxBytes: number, declaredLength?: number): Promise<CappedBody> {
  if (declaredLength !== undefined && declaredLength > maxBytes) return Promise.resolve({ ok: false, tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    incoming.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        // stop buffering; drain the rest so the client can read the 413
        incoming.removeAllListeners('data');
        incoming.resume();
        resolve({ ok: false, tooLarge: true });
      } else chunks.push(chunk);
    });
    incoming.on('end', () => resolve({ ok: true, bytes: concat(chunks, size) }));
    incoming.on('error', (error) => reject(error));
    // not 'close': a 'close' listener on an IncomingMessage costs ~8 µs per request (measured), 'aborted' ~1
    incoming.on('aborted', () => reject(new Error('request aborted')));
  });
}

export async function readCappedBody(c: Context, maxBytes: number): Promise<CappedBody> {
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBytes) return { ok: false, tooLarge: true };
  const incoming = nodeIncoming(c);
  if (incoming) return readIncoming(incoming, maxBytes);
  const body = c.req.raw.body;
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: concat(chunks, size) };
}
