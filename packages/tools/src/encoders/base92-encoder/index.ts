import { defineTool, failure, success } from '@ctp/core';
import { describeChar } from '../../_shared/base64-text.js';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

/** Digit 0 is "!", 1-61 are "#" to "_", 62-90 are "a" to "}" (no '"', "`" or "~"). */
const ALPHABET = '!' + Array.from({ length: 61 }, (_, i) => String.fromCharCode(35 + i)).join('') + Array.from({ length: 29 }, (_, i) => String.fromCharCode(97 + i)).join('');
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeBase92(bytes: Uint8Array): string {
  if (bytes.length === 0) return '~';
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    if (bits >= 13) {
      const v = (acc >>> (bits - 13)) & 0x1fff;
      bits -= 13;
      acc &= (1 << bits) - 1;
      out += ALPHABET[Math.floor(v / 91)]! + ALPHABET[v % 91]!;
    }
  }
  if (bits > 0) {
    if (bits < 7) out += ALPHABET[acc << (6 - bits)]!; // up to 6 bits fit one character
    else {
      const v = acc << (13 - bits);
      out += ALPHABET[Math.floor(v / 91)]! + ALPHABET[v % 91]!;
    }
  }
  return out;
}

type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export function decodeBase92(input: string): Decoded {
  const text = input.trim();
  if (text === '~') return { ok: true, bytes: new Uint8Array(0) };
  const chars = [...text];
  for (const [i, ch] of chars.entries()) {
    if (!VALUE.has(ch)) return { ok: false, message: `${describeChar(ch)} at position ${i + 1} is not a Base92 character (allowed: "!", "#" to "_", "a" to "}"; "~" only alone, for empty data)` };
  }
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  const push = (value: number, width: number) => {
    acc = (acc << width) | value;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
      acc &= (1 << bits) - 1;
    }
  };
  for (let i = 0; i + 1 < chars.length; i += 2) {
    const v = VALUE.get(chars[i]!)! * 91 + VALUE.get(chars[i + 1]!)!;
    if (v > 0x1fff) return { ok: false, message: `the pair "${chars[i]}${chars[i + 1]}" at positions ${i + 1}-${i + 2} has the value ${v}, above 8191 (13 bits): the text is not valid Base92` };
    push(v, 13);
  }
  if (chars.length % 2 === 1) {
    const v = VALUE.get(chars[chars.length - 1]!)!;
    if (v > 63) return { ok: false, message: `the final single character "${chars[chars.length - 1]}" has the value ${v}, above 63 (6 bits): the text is truncated or not Base92` };
    push(v, 6);
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

export default defineTool(definition, (params) => {
  if (params.mode === 'decode') {
    const decoded = decodeBase92(params.text);
    if (!decoded.ok) return failure('INVALID_INPUT', `Invalid Base92: ${decoded.message}.`);
    const shown = showBytes(decoded.bytes, params.outputEncoding ?? 'utf8');
    if (!shown.ok) return failure('INVALID_INPUT', shown.message);
    return success({ result: shown.text, byteLength: decoded.bytes.length });
  }
  const input = readBytes(params.text, params.inputEncoding ?? 'utf8');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  return success({ result: encodeBase92(input.bytes), byteLength: input.bytes.length });
});
