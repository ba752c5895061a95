/**
 * A text's UTF-8 bytes, a piece at a time, through one reused scratch buffer (Node): a native
 * kernel (a digest, a CRC) reads them without the whole text's bytes ever being allocated, and
 * the byte count comes out of the same pass instead of a second scan (`Buffer.byteLength` costs
 * a fifth of a SHA-256 on ASCII text). Lone surrogates become U+FFFD, as TextEncoder writes
 * them, and a surrogate pair is never split between two pieces.
 */
import { nodeBuffer, type NodeBufferLike } from './native.js';

/** UTF-16 units per piece: the scratch (3 bytes a unit at most) stays under 200 KB. */
const PIECE = 1 << 16;
let scratch: NodeBufferLike | undefined;
let busy = false;

/**
 * Calls `use` with each piece's bytes (a view of the scratch buffer: read it, don't keep it) and
 * returns the total byte count; undefined where there is no Buffer (browsers), whose callers
 * encode with TextEncoder instead.
 */
export function eachUtf8Piece(text: string, use: (bytes: Uint8Array) => void): number | undefined {
  const Buffer = nodeBuffer();
  if (!Buffer) return undefined;
  // a `use` that itself reads a text this way gets its own buffer
  const own = busy ? Buffer.allocUnsafe(PIECE * 3) : (scratch ??= Buffer.allocUnsafe(PIECE * 3));
  const wasBusy = busy;
  busy = true;
  try {
    let total = 0;
    for (let start = 0; start < text.length; ) {
      let end = Math.min(text.length, start + PIECE);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
      const written = own.write(start === 0 && end === text.length ? text : text.slice(start, end), 0, own.length, 'utf8');
      use(own.subarray(0, written));
      total += written;
      start = end;
    }
    return total;
  } finally {
    busy = wasBusy;
  }
}
