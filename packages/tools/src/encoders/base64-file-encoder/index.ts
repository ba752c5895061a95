import { base64DecodedLength, bytesToBase64, defineTool, failure, parseFileValue, sniffMimeType, success, withWarnings } from '@ctp/core';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import { invalidUtf8Offset } from '../../_shared/utf8-text.js';
import definition from './definition.js';

const MAX_SIZE = 10_485_760;
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif', 'image/bmp': 'bmp',
  'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico', 'image/svg+xml': 'svg', 'image/tiff': 'tiff',
  'application/pdf': 'pdf', 'application/zip': 'zip', 'application/gzip': 'gz', 'application/wasm': 'wasm',
  'application/json': 'json', 'application/xml': 'xml', 'application/octet-stream': 'bin', 'application/javascript': 'js',
  'text/plain': 'txt', 'text/html': 'html', 'text/css': 'css', 'text/csv': 'csv', 'text/javascript': 'js', 'text/xml': 'xml',
  'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'video/mp4': 'mp4', 'video/webm': 'webm',
  'font/woff': 'woff', 'font/woff2': 'woff2', 'font/ttf': 'ttf', 'font/otf': 'otf',
};

/** Types the sniffer only falls back to: they never contradict a declared type. */
const GENERIC = new Set(['text/plain', 'application/octet-stream']);

/** `;charset=…` for the data URL: the declared one, else utf-8 for non-ASCII UTF-8 text (browsers assume US-ASCII). */
function charsetOf(mimeType: string, bytes: Uint8Array, declaredCharset: string | undefined): string {
  if (declaredCharset) return `;charset=${declaredCharset}`;
  if (!mimeType.startsWith('text/') || bytes.every((b) => b < 0x80)) return '';
  return invalidUtf8Offset(bytes) < 0 ? ';charset=utf-8' : '';
}

function describe(bytes: Uint8Array, declared: string | undefined, override: string | undefined, declaredCharset?: string) {
  const warnings: string[] = [];
  const sniffed = sniffMimeType(bytes);
  let mimeType: string;
  if (override) mimeType = override.toLowerCase();
  else if (declared && !(declared === 'application/octet-stream' && !GENERIC.has(sniffed))) mimeType = declared;
  else mimeType = sniffed;
  if (!GENERIC.has(sniffed) && sniffed !== mimeType)
    warnings.push(`The content looks like ${sniffed} (from its first bytes), not ${mimeType}.`);
  const base64 = bytesToBase64(bytes);
  const charset = charsetOf(mimeType, bytes, override ? undefined : declaredCharset);
  const data = { base64, dataUrl: `data:${mimeType}${charset};base64,${base64}`, mimeType, extension: EXTENSIONS[mimeType] ?? null, size: bytes.length };
  return withWarnings(success(data), warnings);
}

function charsetParam(params: string | undefined): string | undefined {
  return /;charset=([^;,]+)/i.exec(params ?? '')?.[1]?.toLowerCase();
}

function tooLarge(size: number) {
  return failure('CONSTRAINT_VIOLATION', `The decoded file is ${size} bytes; the limit is ${MAX_SIZE} bytes (10 MiB).`);
}

export default defineTool(definition, (params) => {
  const override = params.mimeType;
  if (params.mode === 'encode') {
    const value = params.file!; // required in encode mode (dependsOn)
    const file = parseFileValue(value);
    if ('error' in file) return failure('INVALID_INPUT', `The file ${file.error}`);
    const m = DATA_URL.exec(value);
    return describe(file.bytes(), m?.[1]?.toLowerCase() || undefined, override, charsetParam(m?.[2]));
  }
  const text = params.base64!.trim(); // required in decode mode (dependsOn)
  const m = DATA_URL.exec(text);
  const declared = m?.[1]?.toLowerCase() || undefined;
  if (m && !/;base64/i.test(m[2] ?? '')) {
    // a percent-encoded data URL (data:text/plain,Hello%20World)
    const file = parseFileValue(text);
    if ('error' in file) return failure('INVALID_INPUT', `The input ${file.error}`);
    if (file.size > MAX_SIZE) return tooLarge(file.size);
    return describe(file.bytes(), declared, override); // re-encoded as UTF-8 by parseFileValue
  }
  const payload = m ? text.slice(m[0].length) : text;
  const estimated = base64DecodedLength(payload);
  if (estimated > MAX_SIZE) return tooLarge(estimated);
  const decoded = decodeBase64Text(payload);
  if (!decoded.ok) return failure('INVALID_INPUT', `Invalid Base64${m ? ' after the data: URL prefix (positions count from the first character after the comma)' : ''}: ${decoded.message}`);
  return describe(decoded.bytes, declared, override, charsetParam(m?.[2]));
});
