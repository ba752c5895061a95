/**
 * Files in and out of archives (zip, tar) and multi-file tools (PDF merge): media types from
 * names, names from data URLs (RFC 2397 allows a `;name=` parameter), the ZIP central directory's
 * metadata fflate does not report (dates, CRC, encryption), and the numbered file parameters.
 */
import { defineParameter } from './byte-io.js';

const TYPES: Record<string, string> = {
  txt: 'text/plain', md: 'text/markdown', csv: 'text/csv', html: 'text/html', htm: 'text/html', css: 'text/css', js: 'text/javascript',
  mjs: 'text/javascript', json: 'application/json', xml: 'application/xml', yaml: 'application/yaml', yml: 'application/yaml', svg: 'image/svg+xml',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', bmp: 'image/bmp',
  ico: 'image/x-icon', tif: 'image/tiff', tiff: 'image/tiff', pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip',
  tar: 'application/x-tar', wasm: 'application/wasm', mp3: 'audio/mpeg', wav: 'audio/wav', mp4: 'video/mp4', webm: 'video/webm',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', bin: 'application/octet-stream',
};

/** The media type for a file name's extension (application/octet-stream when unknown). */
export function mediaTypeOf(name: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'application/octet-stream';
}

/** The extension (without dot) usual for a media type, or 'bin'. */
export function extensionOf(mediaType: string): string {
  for (const [ext, type] of Object.entries(TYPES)) if (type === mediaType) return ext;
  return 'bin';
}

/** The extension of a file name, else the one for its media type. */
export function extensionOfName(name: string, mediaType: string): string {
  return /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? extensionOf(mediaType);
}

/** A file name carried in a data URL (`data:text/plain;name=a.txt;base64,…`), if any. */
export function nameFromDataUrl(value: string): string | undefined {
  const params = /^data:[^;,]*((?:;[^;,]*)*),/i.exec(value)?.[1];
  const raw = params && /;(?:file)?name=([^;,]+)/i.exec(params)?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export type ZipMeta = { encrypted: boolean; crc32: string; modified: string | null; comment: string };

/** Per-entry metadata from a ZIP's central directory (APPNOTE 4.3.12); empty when it cannot be found. */
export function zipCentralDirectory(bytes: Uint8Array): Map<string, ZipMeta> {
  const out = new Map<string, ZipMeta>();
  const u16 = (i: number) => bytes[i]! | (bytes[i + 1]! << 8);
  const u32 = (i: number) => (u16(i) | (u16(i + 2) << 16)) >>> 0;
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (u32(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return out;
  let p = u32(eocd + 16);
  const count = u16(eocd + 10);
  const decoder = new TextDecoder();
  for (let n = 0; n < count && p + 46 <= bytes.length && u32(p) === 0x02014b50; n++) {
    const flags = u16(p + 8);
    const time = u16(p + 12);
    const date = u16(p + 14);
    const nameLength = u16(p + 28);
    const extraLength = u16(p + 30);
    const commentLength = u16(p + 32);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    const year = 1980 + (date >> 9);
    const modified = date === 0 ? null : `${year}-${String((date >> 5) & 15).padStart(2, '0')}-${String(date & 31).padStart(2, '0')}T${String(time >> 11).padStart(2, '0')}:${String((time >> 5) & 63).padStart(2, '0')}:${String((time & 31) * 2).padStart(2, '0')}`;
    const comment = decoder.decode(bytes.subarray(p + 46 + nameLength + extraLength, p + 46 + nameLength + extraLength + commentLength));
    out.set(name, { encrypted: (flags & 1) === 1, crc32: u32(p + 16).toString(16).padStart(8, '0'), modified, comment });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}

/** A file parameter with a literal name (for tools that take several numbered files). */
export function fileParameter<const N extends string, const R extends boolean>(name: N, label: string, description: string, required: R, maxSize: number, accept?: string[]) {
  return defineParameter({ name, type: 'file', label, description, required, validation: accept ? { maxSize, accept } : { maxSize } });
}
