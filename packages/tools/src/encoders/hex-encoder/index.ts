import { bytesToBase64, defineTool, failure, success, utf8Encode, withWarnings } from '@ctp/core';
import { decodeBase64Text, describeChar, describePosition } from '../../_shared/base64-text.js';
import { nodeBuffer } from '../../_shared/native.js';
import { eachUtf8Piece } from '../../_shared/utf8-chunks.js';
import { decodeUtf8Strict, firstLoneSurrogate, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';
import { HexFormatter, hexOptions } from './hex-format.js';
import { hexStream } from './stream.js';

/**
 * Texts longer than this (UTF-16 units) are encoded a piece at a time where the host has Buffer:
 * at 64 MiB that holds 3.1x the input instead of 4x; on a few MiB the whole-text call is faster.
 */
const IN_PIECES_FROM = 1 << 22;

/** Value of an ASCII hex digit, or -1. */
function digitValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

function isSeparator(c: number): boolean {
  // space, tab, LF, CR, FF, VT, ':', ',', '-', ';'
  return c === 32 || (c >= 9 && c <= 13) || c === 58 || c === 44 || c === 45 || c === 59;
}

/**
 * Reads hex that may carry separators (whitespace : , - ;) and 0x / \x prefixes.
 * Digits form groups (runs without separators or prefixes); every group must have
 * an even number of digits, so "48 6 5" is an error rather than a guess.
 */
function parseHex(text: string): { ok: true; bytes: Uint8Array } | { ok: false; message: string } {
  const out = new Uint8Array(text.length >> 1);
  let n = 0;
  let runStart = -1; // index of the first digit of the current group
  let runLength = 0;
  let high = -1; // pending high nibble
  const endRun = (): string | undefined => {
    if (runLength % 2 === 1) {
      const group = text.slice(runStart, runStart + runLength);
      return `Invalid hex: the group '${group.length > 20 ? `${group.slice(0, 20)}…` : group}' ${describePosition(text, runStart)} has ${runLength} digit${runLength === 1 ? '' : 's'}, an odd number; every byte needs two hex digits${runLength === 1 ? ` (write 0${group} for a single digit)` : ''}`;
    }
    runStart = -1;
    runLength = 0;
    return undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = digitValue(c);
    const next = text.charCodeAt(i + 1);
    // "0x" starts a new group when it cannot be the second digit of a byte: "0x48", "480x65", "0x4800x65"
    if (c === 48 && (next === 120 || next === 88) && runLength % 2 === 0) {
      const error = endRun();
      if (error) return { ok: false, message: error };
      i++;
      continue;
    }
    if (d >= 0) {
      if (runStart < 0) runStart = i;
      runLength++;
      if (high < 0) high = d;
      else {
        out[n++] = (high << 4) | d;
        high = -1;
      }
      continue;
    }
    if (c === 92 && (next === 120 || next === 88)) {
      // \x48
      const error = endRun();
      if (error) return { ok: false, message: error };
      i++;
      continue;
    }
    if (isSeparator(c)) {
      const error = endRun();
      if (error) return { ok: false, message: error };
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const hint = c === 120 || c === 88 ? " ('x' is only allowed in a 0x or \\x prefix before a byte)" : '';
    return {
      ok: false,
      message: `Invalid hex: ${describeChar(char)} ${describePosition(text, i)} is not a hex digit (0-9, a-f, A-F)${hint}; between bytes only whitespace, ':', '-', ',', ';' and 0x or \\x prefixes are allowed`,
    };
  }
  const error = endRun();
  if (error) return { ok: false, message: error };
  return { ok: true, bytes: out.slice(0, n) };
}

/** Plain hex (digits only, even count) through Node's decoder, which stops at the first non-digit; else undefined. */
function nativeHex(text: string): Uint8Array | undefined {
  const Buffer = nodeBuffer();
  if (!Buffer || text.length % 2 !== 0) return undefined;
  const bytes = Buffer.from(text, 'hex');
  return bytes.length * 2 === text.length ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) : undefined;
}

export default defineTool(
  definition,
  (params) => {
    const text = params.text;
    if (params.mode === 'decode') {
      const parsed = nativeHex(text) ?? parseHex(text);
      if (parsed instanceof Uint8Array || parsed.ok) {
        const bytes = parsed instanceof Uint8Array ? parsed : parsed.bytes;
        if (params.outputEncoding === 'base64') return success({ result: bytesToBase64(bytes), byteLength: bytes.length });
        const utf8 = decodeUtf8Strict(bytes);
        if (!utf8.ok)
          return failure(
            'INVALID_INPUT',
            `The decoded bytes (${bytes.length}) are not valid UTF-8 text: byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} (hex digits ${utf8.offset * 2 + 1}-${utf8.offset * 2 + 2}) cannot start or continue a UTF-8 character. The data is probably binary or in another text encoding: set outputEncoding to "base64" to get the bytes.`,
          );
        return success({ result: utf8.text, byteLength: bytes.length });
      }
      return failure('INVALID_INPUT', parsed.message);
    }
    let bytes: Uint8Array;
    const warnings: string[] = [];
    if (params.inputEncoding === 'base64') {
      const decoded = decodeBase64Text(text);
      if (!decoded.ok) return failure('INVALID_INPUT', `The input is not valid Base64: ${decoded.message}. Choose inputEncoding "utf8" to encode the text itself.`);
      bytes = decoded.bytes;
    } else {
      const lone = firstLoneSurrogate(text);
      if (lone)
        warnings.push(`The text has a lone surrogate ${describeChar(lone.char)} ${describePosition(text, lone.index)}; it cannot be UTF-8 encoded and was encoded as U+FFFD (ef bf bd).`);
      if (text.length > IN_PIECES_FROM) {
        // a big text's bytes a piece at a time: the input, the hex and one piece in memory, not also every byte
        const formatter = new HexFormatter(hexOptions(params));
        let result = '';
        const byteLength = eachUtf8Piece(text, (piece) => (result += formatter.write(piece)));
        if (byteLength !== undefined) return withWarnings(success({ result, byteLength }), warnings);
      }
      bytes = nodeBuffer()?.from(text, 'utf8') ?? utf8Encode(text); // Node's encoder writes into unzeroed memory
    }
    const result = new HexFormatter(hexOptions(params)).write(bytes);
    return withWarnings(success({ result, byteLength: bytes.length }), warnings);
  },
  { stream: hexStream },
);
