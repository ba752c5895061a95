/** Byte sizes for result metadata, without allocating an encoded copy of a large value. */

const NON_ASCII = /[^\x00-\x7f]/;
type ByteLength = { byteLength(text: string, encoding: 'utf8'): number };
/** Node's native UTF-8 counter, where the host has one (a capability check: this module runs in browsers too). */
const NodeBuffer = (globalThis as { Buffer?: ByteLength }).Buffer;
/** Above this many UTF-16 units a string is measured natively or in chunks, never by a JS loop or a whole copy. */
const LARGE = 1 << 14;
const CHUNK = 1 << 16;
const encoder = new TextEncoder();
let scratch: Uint8Array | undefined;

/** End of a chunk starting at `start` that does not split a surrogate pair. */
function chunkEnd(text: string, start: number): number {
  let end = Math.min(text.length, start + CHUNK);
  if (end < text.length) {
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end++; // keep a high surrogate with its low one
  }
  return end;
}

/** UTF-8 byte length of a string (lone surrogates count as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  if (text.length > LARGE) {
    if (NodeBuffer) return NodeBuffer.byteLength(text, 'utf8');
    // browsers: TextEncoder into one scratch buffer, a chunk at a time (a chunk of n units needs ≤ 3n bytes)
    scratch ??= new Uint8Array(CHUNK * 3 + 3);
    let bytes = 0;
    for (let start = 0; start < text.length; ) {
      const end = chunkEnd(text, start);
      bytes += encoder.encodeInto(text.slice(start, end), scratch).written;
      start = end;
    }
    return bytes;
  }
  // most inputs are ASCII: one native scan instead of a loop over every character
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * UTF-8 bytes of `JSON.stringify(text)` (quotes and escapes included), without building the
 * whole escaped copy of a large string: it is escaped a chunk at a time.
 */
export function jsonStringSize(text: string): number {
  if (text.length <= LARGE) return utf8Length(JSON.stringify(text));
  let bytes = 2;
  for (let start = 0; start < text.length; ) {
    const end = chunkEnd(text, start);
    bytes += utf8Length(JSON.stringify(text.slice(start, end))) - 2;
    start = end;
  }
  return bytes;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * UTF-8 bytes of the JSON of a value. A plain object (a tool's `data`) is measured key by key,
 * so its large strings are never serialized whole; anything nested is measured as its JSON.
 */
function jsonSize(value: unknown): number {
  if (typeof value === 'string') return jsonStringSize(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && isPlainObject(value)) {
    let bytes = 2; // {}
    let first = true;
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue; // JSON.stringify skips them
      bytes += (first ? 0 : 1) + jsonStringSize(key) + 1 + jsonSize(item);
      first = false;
    }
    return bytes;
  }
  return utf8Length(JSON.stringify(value) ?? '');
}

/** Size of a value as sent: strings by their UTF-8 bytes, anything else as JSON. */
export function valueSize(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value === 'string') return utf8Length(value);
  // booleans are the commonest non-string parameters: their JSON length needs no stringify
  if (typeof value === 'boolean') return value ? 4 : 5;
  try {
    return jsonSize(value);
  } catch {
    return 0; // cyclic or BigInt: not sendable anyway, and the caller reports that
  }
}

/** True when a value holds a string too large to measure on every call's hot path (see `completeMetadata`). */
export function hasLargeString(value: unknown): boolean {
  if (typeof value === 'string') return value.length > LARGE;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' && item.length > LARGE) return true;
  }
  return false;
}

/** Size of a parameter record: the sum of its values' sizes. */
export function inputSize(values: Record<string, unknown>): number {
  let total = 0;
  for (const key in values) total += valueSize(values[key]);
  return total;
}
