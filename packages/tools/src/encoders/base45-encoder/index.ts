import { defineTool, failure, success } from '@ctp/core';
import { describeChar } from '../../_shared/base64-text.js';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

/** RFC 9285 §4: the 45 characters of the QR code alphanumeric mode, in value order. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = bytes[i]! * 256 + bytes[i + 1]!;
    out += ALPHABET[n % 45]! + ALPHABET[Math.floor(n / 45) % 45]! + ALPHABET[Math.floor(n / 2025)]!;
  }
  if (bytes.length % 2) {
    const n = bytes[bytes.length - 1]!;
    out += ALPHABET[n % 45]! + ALPHABET[Math.floor(n / 45)]!;
  }
  return out;
}

type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export function decodeBase45(text: string): Decoded {
  const chars = [...text];
  for (const [i, ch] of chars.entries()) {
    if (!VALUE.has(ch))
      return { ok: false, message: `${describeChar(ch)} at position ${i + 1} is not a Base45 character (allowed: 0-9, A-Z, space and $ % * + - . / :; lowercase letters are not part of Base45)` };
  }
  if (chars.length % 3 === 1) return { ok: false, message: `Base45 text has 3 characters per 2 bytes (2 for a final byte), but this has ${chars.length}, which leaves 1 character over: it is truncated or has an extra character` };
  const out = new Uint8Array(Math.floor(chars.length / 3) * 2 + (chars.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < chars.length; i += 3) {
    const c = VALUE.get(chars[i]!)!;
    const d = VALUE.get(chars[i + 1]!)!;
    if (i + 2 < chars.length) {
      const n = c + d * 45 + VALUE.get(chars[i + 2]!)! * 2025;
      if (n > 0xffff) return { ok: false, message: `The triplet "${chars.slice(i, i + 3).join('')}" at positions ${i + 1}-${i + 3} has the value ${n}, above 65535 (RFC 9285 §4.2): the text is not valid Base45` };
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      const n = c + d * 45;
      if (n > 0xff) return { ok: false, message: `The final pair "${chars.slice(i).join('')}" at positions ${i + 1}-${i + 2} has the value ${n}, above 255 (RFC 9285 §4.2): the text is not valid Base45` };
      out[o++] = n;
    }
  }
  return { ok: true, bytes: out };
}

export default defineTool(definition, (params) => {
  if (params.mode === 'decode') {
    const decoded = decodeBase45(params.text);
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    const shown = showBytes(decoded.bytes, params.outputEncoding ?? 'utf8');
    if (!shown.ok) return failure('INVALID_INPUT', shown.message);
    return success({ result: shown.text, byteLength: decoded.bytes.length });
  }
  const input = readBytes(params.text, params.inputEncoding ?? 'utf8');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  return success({ result: encodeBase45(input.bytes), byteLength: input.bytes.length });
});
