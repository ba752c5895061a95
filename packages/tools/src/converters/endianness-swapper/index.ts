import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

const MAX_WORDS_LISTED = 1000;
const HEX = '0123456789abcdef';

/** Reads hex digits, skipping separators and 0x prefixes; the first bad character is reported by position. */
function readHex(text: string): Uint8Array | string {
  const digits: number[] = [];
  let tokenStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 58 || c === 95) {
      tokenStart = true;
      continue;
    }
    if (tokenStart && c === 48 && (text[i + 1] === 'x' || text[i + 1] === 'X')) {
      i++;
      tokenStart = false;
      continue;
    }
    tokenStart = false;
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
    if (v < 0) {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      return `Invalid hex: ${JSON.stringify(ch)} at character ${[...text.slice(0, i)].length + 1} is not a hex digit (0-9, a-f)`;
    }
    digits.push(v);
  }
  if (digits.length % 2) return `Invalid hex: odd number of digits (${digits.length}); every byte needs two digits`;
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (digits[2 * i]! << 4) | digits[2 * i + 1]!;
  return bytes;
}

function hexOf(bytes: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let i = from; i < to; i++) s += HEX[bytes[i]! >> 4]! + HEX[bytes[i]! & 15]!;
  return s;
}

function readUnsigned(bytes: Uint8Array, from: number, size: number, little: boolean): bigint {
  let v = 0n;
  for (let k = 0; k < size; k++) v = (v << 8n) | BigInt(bytes[little ? from + size - 1 - k : from + k]!);
  return v;
}

export default defineTool(definition, (params) => {
  const read = readHex(params.hex);
  if (typeof read === 'string') return failure('INVALID_INPUT', read);
  let bytes = read;
  const all = params.wordSize === 'all';
  const size = all ? bytes.length : Number(params.wordSize) / 8;
  if (!all && bytes.length % size) {
    if (!params.pad)
      return failure(
        'INVALID_INPUT',
        `${bytes.length} bytes is not a whole number of ${size * 8}-bit words (${size} bytes each); add ${size - (bytes.length % size)} bytes, choose another word size, or turn on padding`,
      );
    const padded = new Uint8Array(bytes.length + size - (bytes.length % size));
    padded.set(bytes);
    bytes = padded;
  }
  const wordCount = all ? (bytes.length ? 1 : 0) : bytes.length / size;
  const out = new Uint8Array(bytes.length);
  for (let w = 0; w < wordCount; w++) for (let k = 0; k < size; k++) out[w * size + k] = bytes[w * size + size - 1 - k]!;

  const unit = params.grouping === 'bytes' || (params.grouping === 'words' && all) ? 1 : params.grouping === 'none' ? out.length || 1 : size;
  const groups: string[] = [];
  for (let i = 0; i < out.length; i += unit) groups.push(hexOf(out, i, Math.min(i + unit, out.length)));
  let swapped = groups.join(' ');
  if (params.uppercase) swapped = swapped.toUpperCase();

  const words: Array<Record<string, string>> = [];
  if (params.integers && !all) {
    const bits = BigInt(size * 8);
    for (let w = 0; w < Math.min(wordCount, MAX_WORDS_LISTED); w++) {
      const be = readUnsigned(bytes, w * size, size, false);
      const le = readUnsigned(bytes, w * size, size, true);
      const hex = hexOf(bytes, w * size, (w + 1) * size);
      words.push({
        hex: params.uppercase ? hex.toUpperCase() : hex,
        unsignedBE: be.toString(),
        unsignedLE: le.toString(),
        signedBE: BigInt.asIntN(Number(bits), be).toString(),
        signedLE: BigInt.asIntN(Number(bits), le).toString(),
      });
    }
  }
  return success({ swapped, byteCount: bytes.length, wordCount, words, wordsTruncated: params.integers === true && !all && wordCount > MAX_WORDS_LISTED });
});
