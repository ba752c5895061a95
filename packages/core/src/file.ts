import { base64DecodedLength, base64ToBytes, bytesToBase64, isBase64, stripWhitespace, utf8Decode } from './bytes.js';

/** A `file` parameter value: base64, optionally as a `data:` URL. */
export interface FileValue {
  /** MIME type from the data URL, else sniffed from the first bytes. */
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
  /** The payload as canonical base64: standard alphabet, padded, no whitespace, no data-URL prefix. */
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
      // percent-encoded data URL (RFC 2397 allows any bytes): decode to bytes, re-encode as base64
      const bytes = percentDecodeBytes(payload);
      if (!bytes) return { error: 'is a data URL with invalid percent-encoding' };
      return makeFile(bytesToBase64(bytes), declared, bytes);
    }
  }
  if (!isBase64(payload)) return { error: 'must be base64 (optionally a data: URL)' };
  return makeFile(payload, declared);
}

/** %XX escapes become their byte; other characters their UTF-8 bytes. Undefined on a bad escape. */
function percentDecodeBytes(text: string): Uint8Array | undefined {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      for (const b of encoder.encode(String.fromCodePoint(cp))) out.push(b);
    }
  }
  return new Uint8Array(out);
}

function canonicalBase64(text: string): string {
  const s = stripWhitespace(text).replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  return s + '='.repeat((4 - (s.length % 4)) % 4);
}

function makeFile(payload: string, declared: string | undefined, known?: Uint8Array): FileValue {
  const base64 = canonicalBase64(payload);
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
