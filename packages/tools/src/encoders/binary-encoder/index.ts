import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { describeChar, describePosition } from '../../_shared/base64-text.js';
import { decodeInput, type InputEncoding } from '../../_shared/byte-encoding.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';

type Format = 'binary' | 'octal' | 'decimal';
const SEPARATORS: Record<string, string> = { space: ' ', none: '', comma: ', ', newline: '\n' };
const RADIX: Record<Format, number> = { binary: 2, octal: 8, decimal: 10 };
const DIGITS: Record<Format, string> = { binary: 'a binary digit (0 or 1)', octal: 'an octal digit (0-7)', decimal: 'a decimal digit (0-9)' };

function encode(bytes: Uint8Array, format: Format, separator: string): string {
  const width = format === 'binary' ? 8 : format === 'octal' || separator === '' ? 3 : 0;
  const table = new Array<string>(256);
  for (let b = 0; b < 256; b++) table[b] = b.toString(RADIX[format]).padStart(width, '0');
  const parts = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) parts[i] = table[bytes[i]!]!;
  return parts.join(separator);
}

type Parsed = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

function isSeparator(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 44 || c === 59;
}

function parse(text: string, format: Format): Parsed {
  const radix = RADIX[format];
  const out = new Uint8Array(text.length);
  let n = 0;
  const group = (start: number, end: number): string | undefined => {
    const length = end - start;
    const digits = text.slice(start, end);
    const shown = digits.length > 24 ? `${digits.slice(0, 24)}…` : digits;
    if (format === 'binary') {
      if (length % 8 !== 0) {
        const pad = length < 8 ? ` (write ${digits.padStart(8, '0')} if leading zeros were dropped)` : '';
        return `Invalid binary: the group '${shown}' ${describePosition(text, start)} has ${length} bit${length === 1 ? '' : 's'}, not a multiple of 8; every byte needs 8 bits${pad}`;
      }
      for (let i = start; i < end; i += 8) out[n++] = parseInt(text.slice(i, i + 8), 2);
      return undefined;
    }
    const size = length <= 3 ? length : 3;
    if (length > 3 && length % 3 !== 0)
      return `Invalid ${format}: the group '${shown}' ${describePosition(text, start)} has ${length} digits; separate the byte values (a run without separators must be 3-digit values)`;
    for (let i = start; i < end; i += size) {
      const value = parseInt(text.slice(i, i + size), radix);
      if (value > 255) return `Invalid ${format}: '${text.slice(i, i + size)}' ${describePosition(text, i)} is ${value > 255 && format === 'octal' ? `${value} in decimal, ` : ''}above 255, the largest byte value${format === 'octal' ? ' (377 in octal)' : ''}`;
      out[n++] = value;
    }
    return undefined;
  };
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    const d = c - 48;
    if (d >= 0 && d < radix) {
      if (start < 0) start = i;
      continue;
    }
    if (isSeparator(c)) {
      if (start >= 0) {
        const error = group(start, i);
        if (error) return { ok: false, message: error };
        start = -1;
      }
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    return { ok: false, message: `Invalid ${format}: ${describeChar(char)} ${describePosition(text, i)} is not ${DIGITS[format]}; between bytes only whitespace, ',' and ';' are allowed` };
  }
  return { ok: true, bytes: out.slice(0, n) };
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const format = params.format;
  if (params.mode === 'decode') {
    const parsed = parse(text, format);
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
    const { bytes } = parsed;
    if (params.outputEncoding === 'hex') return success({ result: bytesToHex(bytes), byteLength: bytes.length });
    if (params.outputEncoding === 'base64') return success({ result: bytesToBase64(bytes), byteLength: bytes.length });
    const utf8 = decodeUtf8Strict(bytes);
    if (!utf8.ok)
      return failure(
        'INVALID_INPUT',
        `The decoded bytes (${bytes.length}) are not valid UTF-8 text: byte ${utf8.offset + 1} (${hexByte(utf8.byte)}, ${utf8.byte.toString(2).padStart(8, '0')}) cannot start or continue a UTF-8 character. The data is probably binary or in another text encoding: set outputEncoding to "hex" or "base64" to get the bytes.`,
      );
    return success({ result: utf8.text, byteLength: bytes.length });
  }
  const input = decodeInput(text, params.inputEncoding, 'The input');
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  return success({ result: encode(input.bytes, format, SEPARATORS[params.separator]!), byteLength: input.bytes.length });
});
