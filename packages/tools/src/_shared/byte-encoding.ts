/**
 * Text ↔ bytes for the hash and HMAC generators: decode an input in a named
 * encoding with an error that says exactly what is wrong (the offending
 * character and its position), and encode a digest as hex, HEX or base64(url).
 */
import { bytesToBase64, bytesToHex, decodeTextAs } from '@ctp/core';
import { decodeBase64Text, describeChar } from './base64-text.js';

export type InputEncoding = 'utf8' | 'hex' | 'base64';
export type DigestEncoding = 'hex' | 'hex-upper' | 'base64' | 'base64url';

export type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** First code point of `text` failing `allowed`, with its 1-based code-point position. */
function firstBad(text: string, allowed: RegExp): { ch: string; position: number } | undefined {
  let position = 0;
  for (const ch of text) {
    position++;
    if (!allowed.test(ch)) return { ch, position };
  }
  return undefined;
}

/** Explains why `text` is not hex (as `hexToBytes` reads it: separators and 0x prefixes allowed). */
function hexProblem(text: string): string {
  const bad = firstBad(text.replace(/0x/gi, '  '), /[0-9a-fA-F\s:,-]/);
  if (bad) return `${describeChar(bad.ch)} at position ${bad.position} is not a hex digit (allowed: 0-9, a-f, A-F, and spaces, ':', ',' or '-' between bytes)`;
  const digits = text.replace(/0x/gi, '').replace(/[^0-9a-fA-F]/g, '').length;
  return `it has ${digits} hex digits, an odd number (every byte needs two digits)`;
}

/** Decodes `text` read as `encoding`; on failure, a message naming `label` and the problem. */
export function decodeInput(text: string, encoding: InputEncoding, label: string): Decoded {
  const advice = 'Fix it or choose the "utf8" encoding to use the text as is.';
  if (encoding === 'base64') {
    const decoded = decodeBase64Text(text);
    return decoded.ok ? { ok: true, bytes: decoded.bytes } : { ok: false, message: `${label} is not valid base64: ${decoded.message}. ${advice}` };
  }
  try {
    return { ok: true, bytes: decodeTextAs(text, encoding) };
  } catch {
    return { ok: false, message: `${label} is not valid hex: ${hexProblem(text)}. ${advice}` };
  }
}

export function encodeDigest(bytes: Uint8Array, encoding: DigestEncoding): string {
  switch (encoding) {
    case 'hex':
      return bytesToHex(bytes);
    case 'hex-upper':
      return bytesToHex(bytes).toUpperCase();
    case 'base64':
      return bytesToBase64(bytes);
    case 'base64url':
      return bytesToBase64(bytes, { url: true, pad: false });
  }
}
