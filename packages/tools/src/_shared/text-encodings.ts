/**
 * Decoding bytes as text in the encodings people meet in Base64 payloads: UTF-8, UTF-16
 * (Windows "Unicode", PowerShell -EncodedCommand, .NET) in both byte orders, and ISO-8859-1.
 * Web APIs only (TextDecoder; latin1 by hand, since the WHATWG "latin1" label means
 * windows-1252).
 */
import { decodeUtf8Strict, hexByte } from './utf8-text.js';

export type TextEncodingName = 'utf8' | 'utf16le' | 'utf16be' | 'latin1';

export type DecodedText = { ok: true; text: string } | { ok: false; message: string };

const CHUNK = 0x8000;

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return text;
}

/** The bytes as text in `encoding`; malformed input is an error naming the offending byte. */
export function decodeText(bytes: Uint8Array, encoding: TextEncodingName): DecodedText {
  if (encoding === 'latin1') return { ok: true, text: latin1(bytes) };
  if (encoding === 'utf8') {
    const utf8 = decodeUtf8Strict(bytes);
    return utf8.ok ? { ok: true, text: utf8.text } : { ok: false, message: `byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} is invalid` };
  }
  const name = encoding === 'utf16le' ? 'UTF-16LE' : 'UTF-16BE';
  if (bytes.length % 2) return { ok: false, message: `${bytes.length} bytes is an odd number; ${name} text has two bytes per code unit` };
  try {
    return { ok: true, text: new TextDecoder(encoding === 'utf16le' ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: `the bytes hold an unpaired surrogate, so they are not valid ${name}` };
  }
}

/**
 * 'utf16le' or 'utf16be' when the bytes look like UTF-16 text (a BOM, or NUL in most of the
 * high bytes of one byte order and few of the other), else undefined.
 */
export function looksLikeUtf16(bytes: Uint8Array): 'utf16le' | 'utf16be' | undefined {
  if (bytes.length < 4 || bytes.length % 2) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  let evenNul = 0;
  let oddNul = 0;
  const n = Math.min(bytes.length, 4096);
  for (let i = 0; i + 1 < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const units = Math.floor(n / 2);
  if (oddNul >= units * 0.4 && evenNul <= units * 0.1) return 'utf16le';
  if (evenNul >= units * 0.4 && oddNul <= units * 0.1) return 'utf16be';
  return undefined;
}
