import { base64DecodedLength, base64ToBytes, isBase64, utf8Decode } from './bytes.js';

/** A `file` parameter value: base64, optionally as a `data:` URL. */
export interface FileValue {
  /** MIME type from the data URL, else sniffed from the first bytes. */
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
  /** The base64 payload without any data-URL prefix. */
  base64: string;
  bytes(): Uint8Array;
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;

/** Parses a file parameter value. Returns an error message instead of throwing. */
export function parseFileValue(value: string): FileValue | { error: string } {
  let payload = value;
  let declared: string | undefined;
  const m = DATA_URL.exec(value);
  if (m) {
    declared = m[1] ? m[1].toLowerCase() : undefined;
    payload = value.slice(m[0].length);
    if (!/;base64/i.test(m[2] ?? '')) {
      // percent-encoded data URL: re-encode as base64 so every tool sees one form
      try {
        const text = decodeURIComponent(payload);
        const bytes = new TextEncoder().encode(text);
        return makeFile(bytesToB64(bytes), declared, bytes);
      } catch {
        return { error: 'is a data URL with invalid percent-encoding' };
      }
    }
  }
  if (!isBase64(payload)) return { error: 'must be base64 (optionally a data: URL)' };
  return makeFile(payload, declared);
}

function bytesToB64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary);
}

function makeFile(base64: string, declared: string | undefined, known?: Uint8Array): FileValue {
  let cache: Uint8Array | undefined = known;
  const bytes = () => (cache ??= base64ToBytes(base64));
  return {
    base64,
    size: known ? known.length : base64DecodedLength(base64),
    get mimeType() {
      return declared || sniffMimeType(bytes());
    },
    bytes,
  };
}

const SIGNATURES: Array<[string, number[], number?]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/bmp', [0x42, 0x4d]],
  ['image/x-icon', [0x00, 0x00, 0x01, 0x00]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04]],
  ['application/gzip', [0x1f, 0x8b]],
  ['application/wasm', [0x00, 0x61, 0x73, 0x6d]],
  ['audio/mpeg', [0x49, 0x44, 0x33]],
  ['font/woff', [0x77, 0x4f, 0x46, 0x46]],
  ['font/woff2', [0x77, 0x4f, 0x46, 0x32]],
];

/** Best-effort MIME type from magic bytes; UTF-8 text is `text/plain`. */
export function sniffMimeType(bytes: Uint8Array): string {
  for (const [mime, sig] of SIGNATURES) {
    if (bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b)) return mime;
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'video/mp4';
  const head = bytes.subarray(0, 4096);
  try {
    const text = utf8Decode(head, true);
    if (/^\s*<svg[\s>]/i.test(text) || /^\s*<\?xml[^>]*>\s*<svg[\s>]/i.test(text)) return 'image/svg+xml';
    return 'text/plain';
  } catch {
    // a multi-byte sequence cut at the 4096 boundary is still text
    if (head.length === 4096) {
      try {
        utf8Decode(head.subarray(0, 4090), true);
        return 'text/plain';
      } catch {
        /* binary */
      }
    }
    return 'application/octet-stream';
  }
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Does `mime` match an accept list of MIME types, `type/*` and `*\/*`? */
export function mimeMatches(mime: string, accept: readonly string[]): boolean {
  const [type] = mime.split('/');
  return accept.some((a) => {
    const x = a.trim().toLowerCase();
    return x === '*/*' || x === mime || (x.endsWith('/*') && x.slice(0, -2) === type);
  });
}
