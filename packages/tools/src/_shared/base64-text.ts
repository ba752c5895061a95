/**
 * Base64 / base64url text → bytes with exact error positions, shared by the
 * encoder tools (base64, base64 file, JWT). The core's base64ToBytes only says
 * "not valid base64"; this names the offending character and where it is.
 */
import { base64ToBytes } from '@ctp/core';
import { nodeBuffer, type NodeBufferClass } from './native.js';
import { lineColumn } from './text.js';

export type Base64Alphabet = 'standard' | 'url' | 'either';

export interface Base64Options {
  /** Which alphabet is accepted (default: either, but not both mixed). */
  alphabet?: Base64Alphabet;
  /** Accept '=' padding (default true). Padding, when present, must be exactly right. */
  padding?: boolean;
  /** Skip ASCII whitespace and line breaks (default true). */
  whitespace?: boolean;
}

export type Base64Outcome =
  | { ok: true; bytes: Uint8Array; padded: boolean }
  | { ok: false; message: string };

/** "at position 7" for one-line text, "at line 2, column 5" otherwise (1-based, code points). */
export function describePosition(text: string, index: number): string {
  const { line, column } = lineColumn(text, index);
  return line === 1 && !/[\n\r]/.test(text) ? `at position ${column}` : `at line ${line}, column ${column}`;
}

/** A character for an error message: printable ones quoted, others as U+XXXX. */
export function describeChar(char: string): string {
  const cp = char.codePointAt(0)!;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xd800 && cp <= 0xdfff) || char.trim() === '' ? hex : `'${char}' (${hex})`;
}

/** Character classes for ASCII: 1 alphabet core, 2 whitespace, 3 '=', 4 '+' '/', 5 '-' '_', 0 invalid. */
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)) CLASS[c] = 1;
}
for (const c of [0x20, 0x09, 0x0a, 0x0d, 0x0c]) CLASS[c] = 2;
CLASS[61] = 3;
CLASS[43] = CLASS[47] = 4;
CLASS[45] = CLASS[95] = 5;

/** Node's decoding of `clean` when every character counted (see decodeNatively), else undefined. */
function fullDecode(Buffer: NodeBufferClass, clean: string, padding: boolean): { bytes: Uint8Array; pads: number } | undefined {
  const pads = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const data = clean.length - pads;
  if (data % 4 === 1 || (pads > 0 && (clean.length % 4 !== 0 || !padding))) return undefined;
  const bytes = Buffer.from(clean, 'base64');
  return bytes.length === Math.floor((data * 3) / 4) ? { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), pads } : undefined;
}

/**
 * The common case on Node, without a pass of ours over every character: Node's decoder skips
 * what is not base64, and every skipped character shortens the output (a byte count of
 * ⌊3n/4⌋ is only reached when all n characters count), so a full-length result proves the text
 * clean. Undefined whenever anything could be wrong: the checking pass then names it.
 */
function decodeNatively(text: string, options: Base64Options): Base64Outcome | undefined {
  const Buffer = nodeBuffer();
  if (!Buffer) return undefined;
  const padding = options.padding ?? true;
  let clean = text;
  let decoded = fullDecode(Buffer, clean, padding);
  if (!decoded && options.whitespace !== false && /[ \t\n\r\f]/.test(text)) {
    clean = text.replace(/[ \t\n\r\f]+/g, ''); // wrapped base64 (MIME, PEM)
    decoded = fullDecode(Buffer, clean, padding);
  }
  if (!decoded) return undefined;
  // Node takes both alphabets; the tool names a mix and honours a required one. Each search is a
  // native scan of the whole text when the character is absent: the URL-safe characters are only
  // looked for when a mix or a required standard alphabet could be broken by them.
  const std = clean.includes('+') || clean.includes('/');
  const alphabet = options.alphabet ?? 'either';
  if (std && alphabet === 'url') return undefined;
  if ((std || alphabet === 'standard') && (clean.includes('-') || clean.includes('_'))) return undefined;
  return { ok: true, bytes: decoded.bytes, padded: decoded.pads > 0 };
}

/** Validates and decodes base64/base64url text, or explains exactly what is wrong. */
export function decodeBase64Text(text: string, options: Base64Options = {}): Base64Outcome {
  const fast = decodeNatively(text, options);
  if (fast) return fast;
  const alphabet = options.alphabet ?? 'either';
  const allowPadding = options.padding ?? true;
  const allowWhitespace = options.whitespace ?? true;
  let data = 0; // alphabet characters seen
  let pads = 0;
  let firstPad = -1;
  let std = -1; // index of the first '+' or '/'
  let url = -1; // index of the first '-' or '_'
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? CLASS[c]! : 0;
    if (k === 1) {
      if (pads > 0)
        return fail(text, i, describeChar(text[i]!), `comes after the '=' padding ${describePosition(text, firstPad)}; padding may only appear at the end`);
      data++;
      continue;
    }
    if (k === 2) {
      if (!allowWhitespace) return fail(text, i, `whitespace ${describeChar(text[i]!)}`, 'is not allowed here');
      continue;
    }
    if (k === 3) {
      if (!allowPadding) return fail(text, i, "'=' padding", 'is not allowed here (base64url in JWTs is unpadded)');
      if (pads === 0) firstPad = i;
      pads++;
      continue;
    }
    const isStd = k === 4;
    const isUrl = k === 5;
    if (isStd || isUrl) {
      if (pads > 0)
        return fail(text, i, describeChar(text[i]!), `comes after the '=' padding ${describePosition(text, firstPad)}; padding may only appear at the end`);
      if (isStd && alphabet === 'url')
        return fail(text, i, describeChar(text[i]!), "is not in the base64url alphabet (it uses '-' and '_' instead of '+' and '/')");
      if (isUrl && alphabet === 'standard')
        return fail(text, i, describeChar(text[i]!), "is not in the standard base64 alphabet (it uses '+' and '/'; '-' and '_' are base64url)");
      if (isStd && std < 0) std = i;
      if (isUrl && url < 0) url = i;
      if (std >= 0 && url >= 0) {
        const [first, second] = std < url ? [std, url] : [url, std];
        return fail(
          text,
          second,
          describeChar(text[second]!),
          `mixes the two base64 alphabets: ${describeChar(text[first]!)} ${describePosition(text, first)} is from the ${first === std ? 'standard' : 'URL-safe'} one`,
        );
      }
      data++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const char = String.fromCodePoint(cp);
    const allowed = alphabet === 'url' ? "A–Z, a–z, 0–9, '-' and '_'" : alphabet === 'standard' ? "A–Z, a–z, 0–9, '+' and '/'" : "A–Z, a–z, 0–9, '+' and '/' (or '-' and '_')";
    return fail(text, i, `invalid character ${describeChar(char)}`, `base64 uses only ${allowed}${allowPadding ? " with '=' padding" : ''}`);
  }
  const rest = data % 4;
  if (rest === 1)
    return {
      ok: false,
      message: `${data} base64 characters (without whitespace and padding) leave 1 character over: a final group of one character cannot encode a byte, so the text is probably truncated or has an extra character`,
    };
  if (pads > 0) {
    const expected = rest === 0 ? 0 : 4 - rest;
    if (pads !== expected)
      return {
        ok: false,
        message:
          expected === 0
            ? `unexpected '=' padding ${describePosition(text, firstPad)}: ${data} characters form complete groups and need no padding`
            : `wrong padding ${describePosition(text, firstPad)}: ${data} characters need ${expected} '=' but ${pads} found`,
      };
  }
  let clean = allowWhitespace && /\s/.test(text) ? text.replace(/[ \t\n\r\f]+/g, '') : text;
  if (url >= 0) clean = clean.replace(/-/g, '+').replace(/_/g, '/');
  return {
    ok: true,
    bytes: base64ToBytes(clean),
    padded: pads > 0,
  };
}

function fail(text: string, index: number, subject: string, problem: string): Base64Outcome {
  const sep = problem.startsWith('base64 uses') ? ': ' : ' ';
  return { ok: false, message: `${subject} ${describePosition(text, index)}${sep}${problem}` };
}
