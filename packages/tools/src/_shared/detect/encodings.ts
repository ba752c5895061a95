/** Tokens and encodings: JWT, Base64/Base64url/Base32, hex, binary, %-encoding, HTML entities, escapes, Morse, quoted-printable. */
import { detection, type Detection, type DetectContext, type Detector } from './types.js';

const MAX_DECODE = 3072;

/** Decodes a base64 prefix (either alphabet) to bytes; undefined when it is not base64. */
function decodePrefix(text: string): Uint8Array | undefined {
  const head = text.slice(0, MAX_DECODE).replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  // the whole text may end unpadded (atob accepts that); a prefix is cut to whole quanta
  const usable = text.length <= MAX_DECODE ? head : head.slice(0, head.length - (head.length % 4));
  try {
    const binary = atob(usable);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

const MAGIC: Array<[number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x1f, 0x8b], 'gzip data'],
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive'],
  [[0x52, 0x49, 0x46, 0x46], 'RIFF media (WebP, WAV…)'],
  [[0x30, 0x82], 'DER (ASN.1) data'],
];

/** What decoded bytes are: text (with a preview), a known file type, or binary. */
function describeBytes(bytes: Uint8Array): { text: boolean; detail: string } {
  for (const [magic, name] of MAGIC) if (magic.every((b, i) => bytes[i] === b)) return { text: false, detail: `decodes to ${name}` };
  try {
    // stream: a prefix may end inside a character, which is not an error
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    const controls = text.match(/[\u0000-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
    if (text.length > 0 && controls === 0) {
      const preview = text.slice(0, 40).replace(/\s+/g, ' ');
      return { text: true, detail: `decodes to text: ${preview}${text.length > 40 ? '…' : ''}` };
    }
  } catch {
    // not UTF-8: binary
  }
  return { text: false, detail: `decodes to ${bytes.length >= MAX_DECODE * 0.7 ? 'at least ' : ''}${bytes.length} bytes of binary data` };
}

/** Wrapped base64 (MIME, PEM bodies): lines of one length but the last. */
function unwrap(ctx: DetectContext): string | undefined {
  if (!ctx.multiline) return ctx.text;
  const lines = ctx.lines();
  const width = lines[0]!.length;
  if (width < 16) return undefined;
  for (let i = 0; i < lines.length - 1; i++) if (lines[i]!.length !== width) return undefined;
  if (lines.at(-1)!.length > width) return undefined;
  return lines.join('');
}

export const jwt: Detector = (ctx) => {
  const text = ctx.text;
  if (text.length > 100_000 || !ctx.test(/^[A-Za-z0-9_-]{2,}(?:\.[A-Za-z0-9_-]*){2,4}$/)) return undefined;
  const parts = text.split('.');
  const header = decodePrefix(parts[0]!);
  if (!header) return undefined;
  let parsed: { alg?: unknown; enc?: unknown; typ?: unknown };
  try {
    parsed = JSON.parse(new TextDecoder().decode(header));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  if (parts.length === 5 && typeof parsed.enc === 'string') return detection('jwt', 0.95, 'JWE (encrypted JWT)', `${String(parsed.alg)} / ${parsed.enc}`);
  if (parts.length !== 3) return undefined;
  if (typeof parsed.alg !== 'string') return detection('jwt', 0.7, 'JWT-like token', 'its header has no "alg"');
  return detection('jwt', 0.99, `JWT (${parsed.alg})`, parts[2] === '' ? 'unsigned' : undefined);
};

export const base64: Detector = (ctx) => {
  const out: Detection[] = [];
  const data = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,/i.exec(ctx.text.slice(0, 256));
  if (data) {
    ctx.count(ctx.text.length);
    return detection('base64', 0.97, 'Base64 data URL', data[1] ?? 'no media type');
  }
  const text = unwrap(ctx);
  if (text === undefined || text.length < 4) return undefined;
  const standard = ctx.test(/^[A-Za-z0-9+/]+={0,2}$/, text);
  const urlSafe = !standard && ctx.test(/^[A-Za-z0-9_-]+={0,2}$/, text);
  if (!standard && !urlSafe) return undefined;
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined; // no base64 has that length
  const padded = text.length % 4 === 0;
  if (text.includes('=') && !padded) return undefined;
  const bytes = decodePrefix(text);
  if (!bytes) return undefined;
  const what = describeBytes(bytes);
  const hexOnly = ctx.test(/^[0-9a-fA-F]+$/, text);
  const lettersOnly = ctx.test(/^[A-Za-z]+$/, text);
  if (ctx.test(/^\d+$/, text)) return undefined; // a number
  const meaningful = what.text || !what.detail.includes('binary');
  const paddedOut = padded && text.includes('=');
  let confidence = 0.5 + (/[+/_-]/.test(text) ? 0.15 : 0) + (paddedOut ? 0.1 : 0) + (meaningful ? 0.2 : 0);
  // random-looking bytes: possible, but many strings of letters, digits and dashes decode to bytes
  if (!meaningful) confidence = Math.min(confidence, 0.45);
  if (hexOnly) confidence = Math.min(confidence, 0.35); // all hex digits: hex ranks first
  if (lettersOnly || (text.length < 8 && !(paddedOut && meaningful))) confidence = Math.min(confidence, 0.25); // a word
  confidence = Math.min(confidence, 0.93);
  if (standard) out.push(detection('base64', confidence, 'Base64', what.detail));
  if (urlSafe || (standard && !/[+/]/.test(text))) out.push(detection('base64url', urlSafe ? confidence : confidence - 0.1, 'Base64url', what.detail));
  return out;
};

export const base32: Detector = (ctx) => {
  const text = ctx.text.length <= 100_000 ? ctx.text.replace(/ /g, '') : ctx.text;
  if (text.length < 8 || !ctx.test(/^[A-Za-z2-7]+=*$/, text)) return undefined;
  const upper = text.toUpperCase();
  if (text !== upper && text !== text.toLowerCase()) return undefined; // one case only
  const padded = text.includes('=');
  if (padded && text.length % 8 !== 0) return undefined;
  if (ctx.test(/^[A-Za-z]+$/, text.replace(/=+$/, ''))) return undefined; // letters only: a word
  const confidence = padded ? 0.8 : text.length % 8 === 0 ? 0.6 : 0.45;
  return detection('base32', ctx.test(/^[0-9a-fA-F=]+$/, text) ? Math.min(confidence, 0.3) : confidence, 'Base32');
};

export const hex: Detector = (ctx) => {
  const text = ctx.text;
  let digits: string | undefined;
  let form = 'hex';
  if (ctx.test(/^(?:0x)?[0-9a-fA-F]+$/, text)) digits = text.replace(/^0x/, '');
  else if (text.length <= 3_000_000 && ctx.test(/^[0-9a-fA-F]{2}(?:([ :\-\n])[0-9a-fA-F]{2})*$/, text)) {
    digits = text.replace(/[ :\-\n]/g, '');
    form = 'hex bytes';
  } else if (ctx.test(/^(?:(?:0x|\\x)[0-9a-fA-F]{2}[\s,]*)+$/, text)) {
    digits = text.replace(/0x|\\x|[\s,]/g, '');
    form = 'hex bytes';
  }
  if (digits === undefined || digits.length < 2) return undefined;
  if (/^\d+$/.test(digits)) return detection('hex', 0.25, 'Hexadecimal (or a decimal number)');
  if (digits.length % 2 === 1) return detection('hex', 0.45, 'Hexadecimal number', `${digits.length} digits`);
  const lettersOnly = /^[a-fA-F]+$/.test(digits);
  const confidence = form === 'hex bytes' ? 0.92 : lettersOnly ? 0.4 : digits.length >= 8 ? 0.85 : 0.6;
  return detection('hex', confidence, form === 'hex bytes' ? 'Hex bytes' : 'Hexadecimal', `${digits.length / 2} bytes`);
};

export const binary: Detector = (ctx) => {
  const text = ctx.text;
  if (!ctx.test(/^[01][01\s]*$/, text)) return undefined;
  const bits = text.replace(/\s+/g, '');
  if (bits.length < 8) return undefined;
  const grouped = ctx.test(/^[01]{8}(?:\s+[01]{8})*$/, text) || ctx.test(/^[01]{4}(?:\s+[01]{4})+$/, text);
  if (grouped) return detection('binary', 0.92, 'Binary', `${bits.length} bits`);
  return detection('binary', bits.length % 8 === 0 ? 0.6 : 0.4, 'Binary digits', `${bits.length} bits`);
};

export const urlEncoded: Detector = (ctx) => {
  const text = ctx.text;
  if (ctx.test(/\s/, text)) return undefined;
  const escapes = countMatches(ctx, /%[0-9A-Fa-f]{2}/g, text);
  if (escapes === 0 || ctx.test(/%(?![0-9A-Fa-f]{2})/, text)) return undefined;
  try {
    decodeURIComponent(text.slice(0, 100_000).replace(/%[0-9A-Fa-f]?$/, ''));
  } catch {
    return escapes >= 3 ? detection('url-encoded', 0.5, 'Percent-encoded bytes', 'not UTF-8 when decoded') : undefined;
  }
  return detection('url-encoded', escapes >= 3 ? 0.85 : 0.7, 'URL-encoded text', `${escapes} escape${escapes === 1 ? '' : 's'}`);
};

function countMatches(ctx: DetectContext, re: RegExp, text: string, max = 1000): number {
  ctx.count(text.length);
  re.lastIndex = 0;
  let n = 0;
  while (n < max && re.exec(text)) n++;
  return n;
}

export const htmlEntities: Detector = (ctx) => {
  const n = countMatches(ctx, /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});/g, ctx.text);
  if (n === 0) return undefined;
  return detection('html-entities', n >= 3 ? 0.8 : 0.6, 'HTML entities', `${n}${n === 1000 ? '+' : ''} entit${n === 1 ? 'y' : 'ies'}`);
};

export const unicodeEscapes: Detector = (ctx) => {
  const n = countMatches(ctx, /\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}|\\U[0-9a-fA-F]{8}|\\x[0-9a-fA-F]{2}/g, ctx.text);
  if (n === 0) return undefined;
  return detection('unicode-escapes', n >= 3 ? 0.85 : 0.7, 'Unicode escape sequences', `${n}${n === 1000 ? '+' : ''} escapes`);
};

export const morse: Detector = (ctx) => {
  const text = ctx.text;
  if (!ctx.test(/^[.\-·−–_/|\s]+$/, text) || !/[.·]/.test(text) || !/[-−–_]/.test(text)) return undefined;
  const groups = text.split(/[\s/|]+/).filter(Boolean);
  ctx.count(text.length);
  if (groups.length < 2 || groups.some((g) => g.length > 8)) return undefined;
  return detection('morse', 0.92, 'Morse code', `${groups.length} letters`);
};

export const quotedPrintable: Detector = (ctx) => {
  const text = ctx.text;
  if (ctx.test(/^=\?[\w-]{1,40}\?[QqBb]\?[^?\s]*\?=/, text.slice(0, 4096))) return detection('quoted-printable', 0.85, 'MIME encoded word');
  const escapes = countMatches(ctx, /=[0-9A-F]{2}/g, text);
  const soft = countMatches(ctx, /=\r?\n/g, text);
  if (escapes + soft < 2 || ctx.test(/%[0-9A-Fa-f]{2}/, text)) return undefined;
  if (ctx.multiline && ctx.lines().some((l) => l.length > 76)) return detection('quoted-printable', 0.45, 'Quoted-printable (long lines)');
  return detection('quoted-printable', soft > 0 || escapes >= 3 ? 0.8 : 0.6, 'Quoted-printable');
};
