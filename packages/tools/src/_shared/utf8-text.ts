/**
 * Strict UTF-8 decoding that says where the bytes stop being UTF-8, shared by
 * the encoder tools (base64 decode, URL decode, JWT segments).
 */
import { utf8Decode } from '@ctp/core';
import { asBuffer, nodeBuffer, nodeBufferModule } from './native.js';

/** Index of the first byte that does not start a valid UTF-8 sequence, or -1 when all are valid. */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0; // overlong
      if (b === 0xed) hi = 0x9f; // surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90; // overlong
      if (b === 0xf4) hi = 0x8f; // above U+10FFFF
    } else return i;
    if (i + need >= bytes.length) return i; // truncated
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]!;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** Node's size from which a Latin-1 or ASCII string is made external (EXTERN_APEX, 0xFBEE9), rounded up. */
const LATIN1_FROM = 1 << 20;

export type Utf8Outcome = { ok: true; text: string } | { ok: false; offset: number; byte: number };

/** Decodes UTF-8 strictly; on failure gives the offset and value of the first bad byte. */
export function decodeUtf8Strict(bytes: Uint8Array): Utf8Outcome {
  // Node: its decoder (faster than a fatal TextDecoder) writes U+FFFD for every invalid
  // sequence, so text without one came from valid bytes and needs no validating pass; text with
  // one is checked (it may hold a real U+FFFD, EF BF BD). On a one-byte string (ASCII, Latin-1)
  // the search for U+FFFD costs nothing.
  // ASCII bytes read as Latin-1 are the same text; from ~1 MB Node makes that an external string
  // by one copy, where its UTF-8 decoder builds a heap string (10x the time; below it both cost
  // the same, and the ASCII check would be extra).
  const Buffer = nodeBuffer();
  if (Buffer) {
    const view = asBuffer(Buffer, bytes);
    const module = nodeBufferModule();
    if (bytes.length >= LATIN1_FROM && module?.isAscii?.(bytes)) return { ok: true, text: view.toString('latin1') };
    const text = view.toString('utf8');
    if (!text.includes('\uFFFD') || module?.isUtf8?.(bytes)) return { ok: true, text };
  }
  try {
    return { ok: true, text: utf8Decode(bytes, true) };
  } catch {
    const offset = invalidUtf8Offset(bytes);
    const at = offset < 0 ? 0 : offset;
    return { ok: false, offset: at, byte: bytes[at] ?? 0 };
  }
}

/** "0xFF" */
export function hexByte(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first lone surrogate (half of a UTF-16 pair, with no UTF-8 form) and where it is, or
 * undefined. `isWellFormed` (ES2024, native) answers the common case without a regex scan.
 */
export function firstLoneSurrogate(text: string): { char: string; index: number } | undefined {
  if ((text as { isWellFormed?: () => boolean }).isWellFormed?.() === true) return undefined;
  const m = LONE_SURROGATE.exec(text);
  return m ? { char: m[0], index: m.index } : undefined;
}
