import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { describeChar, describePosition } from '../../_shared/base64-text.js';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';

type Alphabet = 'rfc4648' | 'base32hex' | 'crockford';
const ALPHABETS: Record<Alphabet, string> = {
  rfc4648: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  base32hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV',
  crockford: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
};
const ALPHABET_NAMES: Record<Alphabet, string> = {
  rfc4648: 'A-Z, 2-7',
  base32hex: '0-9, A-V',
  crockford: '0-9, A-Z except I L O U',
};

function decodeTable(alphabet: Alphabet): Int8Array {
  const table = new Int8Array(128).fill(-1);
  const chars = ALPHABETS[alphabet];
  for (let v = 0; v < 32; v++) {
    table[chars.charCodeAt(v)] = v;
    table[chars.toLowerCase().charCodeAt(v)] = v;
  }
  if (alphabet === 'crockford') {
    for (const [c, v] of [['I', 1], ['L', 1], ['O', 0]] as const) {
      table[c.charCodeAt(0)] = v;
      table[c.toLowerCase().charCodeAt(0)] = v;
    }
  }
  return table;
}

const ascii = new TextDecoder();
const utf8 = new TextEncoder();

/** Input bytes per round: a multiple of 5, so only the last round has a partial group. */
const ROUND = 5 * (1 << 15);
/** UTF-16 units per round of text: at most 3 UTF-8 bytes each, so a round never overflows the scratch. */
const TEXT_ROUND = 1 << 15;

/**
 * Bytes → Base32 a round at a time: each round's bytes (a slice of the input, or a piece of the
 * text encoded to UTF-8 into a reused scratch) become one string of the output, so neither the
 * text's whole UTF-8 bytes nor a whole-output byte buffer ever exist beside the result (a 64 MB
 * text held 5.2x its size that way; now the input and the output's pieces).
 */
export function encodeBase32(source: Uint8Array | string, alphabet: Alphabet, pad: boolean): { text: string; byteLength: number } {
  const chars = Uint8Array.from(ALPHABETS[alphabet], (c) => c.charCodeAt(0));
  // the bytes of the round, after up to 4 carried from the last one (a partial group)
  const bytes = new Uint8Array(Math.max(ROUND, TEXT_ROUND * 3) + 5);
  const out = new Uint8Array((bytes.length / 5) * 8 + 8);
  let text = '';
  let carry = 0;
  let byteLength = 0;
  for (let at = 0; at < source.length; ) {
    let n: number;
    if (typeof source === 'string') {
      let end = Math.min(source.length, at + TEXT_ROUND);
      const last = source.charCodeAt(end - 1);
      if (end < source.length && last >= 0xd800 && last <= 0xdbff) end--; // never split a surrogate pair
      n = carry + utf8.encodeInto(at === 0 && end === source.length ? source : source.slice(at, end), bytes.subarray(carry)).written;
      at = end;
    } else {
      const end = Math.min(source.length, at + ROUND);
      bytes.set(source.subarray(at, end), carry);
      n = carry + end - at;
      at = end;
    }
    byteLength += n - carry;
    const full = n - (n % 5);
    if (full > 0) text += ascii.decode(out.subarray(0, encodeGroups(bytes, full, chars, out)));
    carry = n - full;
    bytes.copyWithin(0, full, n);
  }
  return { text: text + ascii.decode(out.subarray(0, encodeTail(bytes, carry, chars, pad && alphabet !== 'crockford', out))), byteLength };
}

/** Whole 5-byte groups of bytes[0, full) as 8 characters each into `out`; returns the count written. */
function encodeGroups(bytes: Uint8Array, full: number, chars: Uint8Array, out: Uint8Array): number {
  let o = 0;
  for (let i = 0; i < full; i += 5) {
    const b0 = bytes[i]!, b1 = bytes[i + 1]!, b2 = bytes[i + 2]!, b3 = bytes[i + 3]!, b4 = bytes[i + 4]!;
    out[o] = chars[b0 >> 3]!;
    out[o + 1] = chars[((b0 & 7) << 2) | (b1 >> 6)]!;
    out[o + 2] = chars[(b1 >> 1) & 31]!;
    out[o + 3] = chars[((b1 & 1) << 4) | (b2 >> 4)]!;
    out[o + 4] = chars[((b2 & 15) << 1) | (b3 >> 7)]!;
    out[o + 5] = chars[(b3 >> 2) & 31]!;
    out[o + 6] = chars[((b3 & 3) << 3) | (b4 >> 5)]!;
    out[o + 7] = chars[b4 & 31]!;
    o += 8;
  }
  return o;
}

/** The last 0-4 bytes: their bits, zero-padded to whole characters, then '=' to 8 if padded. */
function encodeTail(bytes: Uint8Array, n: number, chars: Uint8Array, padded: boolean, out: Uint8Array): number {
  let o = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < n; i++) {
    buffer = (buffer << 8) | bytes[i]!;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out[o++] = chars[(buffer >> bits) & 31]!;
    }
  }
  if (bits > 0) out[o++] = chars[(buffer << (5 - bits)) & 31]!;
  if (padded && o > 0) while (o < 8) out[o++] = 61; // '='
  return o;
}

type DecodeOutcome = { ok: true; bytes: Uint8Array; warning?: string } | { ok: false; message: string };

/** Valid counts of data characters in the last (partial) 8-character group. */
const VALID_REMAINDER = new Set([0, 2, 4, 5, 7]);

export function decodeBase32(text: string, alphabet: Alphabet): DecodeOutcome {
  const table = decodeTable(alphabet);
  const out = new Uint8Array(Math.ceil((text.length * 5) / 8));
  let n = 0;
  let buffer = 0;
  let bits = 0;
  let count = 0; // data characters
  let padStart = -1; // index of the first '='
  let padCount = 0;
  let lastIndex = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    if (alphabet === 'crockford' && c === 45) continue;
    if (c === 61 && alphabet !== 'crockford') {
      if (padStart < 0) padStart = i;
      padCount++;
      continue;
    }
    const v = c < 128 ? table[c]! : -1;
    if (v < 0 || padStart >= 0) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      if (v >= 0)
        return { ok: false, message: `Invalid Base32: ${describeChar(char)} ${describePosition(text, i)} comes after the '=' padding ${describePosition(text, padStart)}; padding may only end the text` };
      const hint =
        c === 61 ? " (Crockford Base32 has no '=' padding)" : alphabet === 'rfc4648' && (c === 48 || c === 49 || c === 56 || c === 57) ? ' (0, 1, 8 and 9 are not in the RFC 4648 alphabet; is this base32hex?)' : '';
      return { ok: false, message: `Invalid Base32: ${describeChar(char)} ${describePosition(text, i)} is not in the ${alphabet} alphabet (${ALPHABET_NAMES[alphabet]})${hint}` };
    }
    buffer = ((buffer << 5) | v) & 0xffff;
    bits += 5;
    count++;
    lastIndex = i;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (buffer >> bits) & 0xff;
    }
  }
  const rem = count % 8;
  if (!VALID_REMAINDER.has(rem))
    return {
      ok: false,
      message: `Invalid Base32 length: ${count} characters (not counting whitespace and padding) leave ${rem} in the last group of 8, which no byte count produces (possible: 0, 2, 4, 5 or 7); the text is probably truncated or has a character too many`,
    };
  if (padCount > 0) {
    const expected = rem === 0 ? 0 : 8 - rem;
    if (padCount !== expected)
      return {
        ok: false,
        message: `Invalid Base32 padding: ${padCount} '=' ${describePosition(text, padStart)} but ${count} data characters need ${expected === 0 ? 'none' : expected} (omit the padding or fix it)`,
      };
  }
  let warning: string | undefined;
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0)
    warning = `The last character ${describeChar(text[lastIndex]!)} ${describePosition(text, lastIndex)} has non-zero unused bits; they were ignored (the text may not be canonical Base32 or may be truncated).`;
  return { ok: true, bytes: out.slice(0, n), warning };
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const alphabet = params.alphabet;
  if (params.mode === 'decode') {
    const decoded = decodeBase32(text, alphabet);
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    const { bytes } = decoded;
    const warnings = decoded.warning ? [decoded.warning] : [];
    if (params.outputEncoding === 'hex') return withWarnings(success({ result: bytesToHex(bytes), byteLength: bytes.length }), warnings);
    if (params.outputEncoding === 'base64') return withWarnings(success({ result: bytesToBase64(bytes), byteLength: bytes.length }), warnings);
    const utf8 = decodeUtf8Strict(bytes);
    if (!utf8.ok)
      return failure(
        'INVALID_INPUT',
        `The decoded bytes (${bytes.length}) are not valid UTF-8 text: byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} cannot start or continue a UTF-8 character. The data is probably binary (a key or TOTP secret): set outputEncoding to "hex" or "base64" to get the bytes.`,
      );
    return withWarnings(success({ result: utf8.text, byteLength: bytes.length }), warnings);
  }
  let source: Uint8Array | string = text;
  if (params.inputEncoding !== 'utf8') {
    const input = decodeInput(text, params.inputEncoding, 'The input');
    if (!input.ok) return failure('INVALID_INPUT', input.message);
    source = input.bytes;
  }
  const encoded = encodeBase32(source, alphabet, params.padding);
  return success({ result: encoded.text, byteLength: encoded.byteLength });
});
