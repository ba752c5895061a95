import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { describeChar, describePosition } from '../../_shared/base64-text.js';
import { decodeInput, type InputEncoding } from '../../_shared/byte-encoding.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';

type Alphabet = 'bitcoin' | 'flickr' | 'ripple';
export const ALPHABETS: Record<Alphabet, string> = {
  bitcoin: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  flickr: '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ',
  ripple: 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz',
};

/** 58^9 < 2^53: nine Base58 digits per BigInt division keeps the quadratic part native. */
const CHUNK = 9;
const CHUNK_BIG = 58n ** 9n;

export function encodeBase58(bytes: Uint8Array, alphabet: string): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let x = bytes.length > zeros ? BigInt(`0x${bytesToHex(bytes.subarray(zeros))}`) : 0n;
  const digits: string[] = [];
  while (x > 0n) {
    let r = Number(x % CHUNK_BIG);
    x /= CHUNK_BIG;
    let chunk = '';
    for (let k = 0; k < CHUNK; k++) {
      chunk = alphabet[r % 58]! + chunk;
      r = Math.floor(r / 58);
    }
    digits.push(chunk);
  }
  let body = digits.reverse().join('');
  let strip = 0;
  while (strip < body.length && body[strip] === alphabet[0]) strip++;
  body = body.slice(strip);
  return alphabet[0]!.repeat(zeros) + body;
}

type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export function decodeBase58(text: string, alphabetName: Alphabet): Decoded {
  const alphabet = ALPHABETS[alphabetName];
  const table = new Int8Array(128).fill(-1);
  for (let v = 0; v < 58; v++) table[alphabet.charCodeAt(v)] = v;
  const digits: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    const v = c < 128 ? table[c]! : -1;
    if (v < 0) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      const hint = /^[0OIl]$/.test(char) ? ' (0, O, I and l are left out of Base58 because they look alike)' : '';
      return { ok: false, message: `Invalid Base58: ${describeChar(char)} ${describePosition(text, i)} is not in the ${alphabetName} alphabet${hint}` };
    }
    digits.push(v);
  }
  let zeros = 0;
  while (zeros < digits.length && digits[zeros] === 0) zeros++;
  let x = 0n;
  const rest = digits.length - zeros;
  // leading partial chunk first, then full 9-digit chunks
  let i = zeros;
  const first = rest % CHUNK;
  const take = (count: number): number => {
    let r = 0;
    for (let k = 0; k < count; k++) r = r * 58 + digits[i++]!;
    return r;
  };
  if (first > 0) x = BigInt(take(first));
  while (i < digits.length) x = x * CHUNK_BIG + BigInt(take(CHUNK));
  let hex = x > 0n ? x.toString(16) : '';
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(zeros + hex.length / 2);
  for (let k = 0; k < hex.length / 2; k++) bytes[zeros + k] = parseInt(hex.slice(2 * k, 2 * k + 2), 16);
  return { ok: true, bytes };
}

async function checksum(payload: Uint8Array): Promise<Uint8Array> {
  const first = await crypto.subtle.digest('SHA-256', new Uint8Array(payload));
  const second = await crypto.subtle.digest('SHA-256', first);
  return new Uint8Array(second, 0, 4);
}

export default defineTool(definition, async (params) => {
  const text = params.text;
  const alphabet = params.alphabet;
  const check = params.check;
  if (params.mode === 'decode') {
    const decoded = decodeBase58(text, alphabet);
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    let bytes = decoded.bytes;
    let sum: string | undefined;
    if (check) {
      if (bytes.length < 4) return failure('INVALID_INPUT', `Base58Check data needs at least 4 bytes (the checksum), but this decodes to ${bytes.length}; turn check off to decode plain Base58`);
      const payload = bytes.slice(0, bytes.length - 4);
      const stored = bytesToHex(bytes.subarray(bytes.length - 4));
      const computed = bytesToHex(await checksum(payload));
      if (stored !== computed)
        return failure(
          'INVALID_INPUT',
          `Base58Check checksum mismatch: the last 4 bytes are ${stored} but SHA-256(SHA-256(payload)) starts with ${computed}; the text has a typo, is truncated, or uses another alphabet (or is plain Base58: turn check off)`,
        );
      bytes = payload;
      sum = computed;
    }
    const extra = sum === undefined ? {} : { checksum: sum };
    if (params.outputEncoding === 'hex') return success({ result: bytesToHex(bytes), byteLength: bytes.length, ...extra });
    if (params.outputEncoding === 'base64') return success({ result: bytesToBase64(bytes), byteLength: bytes.length, ...extra });
    const utf8 = decodeUtf8Strict(bytes);
    if (!utf8.ok)
      return failure(
        'INVALID_INPUT',
        `The decoded bytes (${bytes.length}) are not valid UTF-8 text: byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} cannot start or continue a UTF-8 character. The data is probably binary (an address, key or hash): set outputEncoding to "hex" or "base64" to get the bytes.`,
      );
    return success({ result: utf8.text, byteLength: bytes.length, ...extra });
  }
  const input = decodeInput(text, params.inputEncoding, 'The input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  const bytes = input.bytes;
  if (!check) return success({ result: encodeBase58(bytes, ALPHABETS[alphabet]), byteLength: bytes.length });
  const sum = await checksum(bytes);
  const full = new Uint8Array(bytes.length + 4);
  full.set(bytes);
  full.set(sum, bytes.length);
  return success({ result: encodeBase58(full, ALPHABETS[alphabet]), byteLength: bytes.length, checksum: bytesToHex(sum) });
});
