import { bytesToBase64, defineTool, failure, parseFileValue, success, withWarnings } from '@ctp/core';
import { concatBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

type Stripped = { bytes: Uint8Array; removed: string[]; hadGps: boolean; orientation?: number } | string;

const kb = (n: number) => (n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} bytes`);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

/** Whether a TIFF block (EXIF) has a GPS IFD pointer (tag 0x8825) in IFD0, and its orientation. */
function exifFacts(tiff: Uint8Array): { gps: boolean; orientation?: number } {
  const little = tiff[0] === 0x49;
  const u16 = (i: number) => (little ? tiff[i]! | (tiff[i + 1]! << 8) : (tiff[i]! << 8) | tiff[i + 1]!);
  const u32 = (i: number) => (little ? u16(i) | (u16(i + 2) << 16) : (u16(i) << 16) | u16(i + 2)) >>> 0;
  const ifd = u32(4);
  let gps = false;
  let orientation: number | undefined;
  if (ifd + 2 > tiff.length) return { gps };
  for (let k = 0, n = u16(ifd); k < n && ifd + 2 + 12 * k + 12 <= tiff.length; k++) {
    const tag = u16(ifd + 2 + 12 * k);
    if (tag === 0x8825) gps = true;
    if (tag === 0x0112) orientation = u16(ifd + 2 + 12 * k + 8);
  }
  return { gps, orientation };
}

function stripJpeg(b: Uint8Array, keepIcc: boolean): Stripped {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  const removed: string[] = [];
  let hadGps = false;
  let orientation: number | undefined;
  let p = 2;
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) return `the JPEG segment at byte ${p} does not start with 0xFF`;
    const marker = b[p + 1]!;
    if (marker === 0xda) break; // start of scan: the rest is image data
    const len = (b[p + 2]! << 8) | b[p + 3]!;
    const end = p + 2 + len;
    if (end > b.length) return `the JPEG segment at byte ${p} runs past the end of the file`;
    const payload = b.subarray(p + 4, end);
    let drop: string | undefined;
    if (marker === 0xe1 && ascii(payload, 0, 6) === 'Exif\0\0') {
      const facts = exifFacts(payload.subarray(6));
      hadGps ||= facts.gps;
      orientation = facts.orientation;
      drop = 'EXIF (APP1';
    } else if (marker === 0xe1 && ascii(payload, 0, 29).startsWith('http://ns.adobe.com/xap/1.0/')) drop = 'XMP (APP1';
    else if (marker === 0xe1 && ascii(payload, 0, 35).startsWith('http://ns.adobe.com/xmp/extension/')) drop = 'extended XMP (APP1';
    else if (marker === 0xed) drop = 'IPTC/Photoshop (APP13';
    else if (marker === 0xfe) drop = 'comment (COM';
    else if (marker === 0xe2 && ascii(payload, 0, 12) === 'ICC_PROFILE\0' && !keepIcc) drop = 'ICC colour profile (APP2';
    else if (marker >= 0xe3 && marker <= 0xef && marker !== 0xee) drop = `APP${marker - 0xe0} (${ascii(payload, 0, 16).replace(/[^\x20-\x7e].*$/, '') || 'application data'}`;
    if (drop) removed.push(`${drop}, ${kb(len + 2)})`);
    else parts.push(b.subarray(p, end));
    p = end;
  }
  parts.push(b.subarray(p));
  return { bytes: concatBytes(parts), removed, hadGps, orientation };
}

function stripPng(b: Uint8Array, keepIcc: boolean): Stripped {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  const removed: string[] = [];
  let hadGps = false;
  for (let p = 8; p < b.length; ) {
    if (p + 12 > b.length) return `the PNG chunk at byte ${p} is truncated`;
    const len = ((b[p]! << 24) | (b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!) >>> 0;
    const type = ascii(b, p + 4, p + 8);
    const end = p + 12 + len;
    if (end > b.length) return `the PNG chunk "${type}" at byte ${p} runs past the end of the file`;
    const metadata = ['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME'].includes(type) || (type === 'iCCP' && !keepIcc);
    if (metadata) {
      if (type === 'eXIf') hadGps ||= exifFacts(b.subarray(p + 8, p + 8 + len)).gps;
      const key = type === 'tEXt' || type === 'iTXt' || type === 'zTXt' ? ` "${ascii(b, p + 8, p + 8 + Math.min(len, 79)).split('\0')[0]}"` : '';
      removed.push(`${type}${key} (${kb(len + 12)})`);
    } else parts.push(b.subarray(p, end));
    p = end;
    if (type === 'IEND') break;
  }
  return { bytes: concatBytes(parts), removed, hadGps };
}

function stripWebp(b: Uint8Array, keepIcc: boolean): Stripped {
  const parts: Uint8Array[] = [];
  const removed: string[] = [];
  let hadGps = false;
  let vp8x: Uint8Array | undefined;
  for (let p = 12; p + 8 <= b.length; ) {
    const type = ascii(b, p, p + 4);
    const len = (b[p + 4]! | (b[p + 5]! << 8) | (b[p + 6]! << 16) | (b[p + 7]! << 24)) >>> 0;
    const end = p + 8 + len + (len & 1);
    if (p + 8 + len > b.length) return `the WebP chunk "${type}" at byte ${p} runs past the end of the file`;
    if (type === 'EXIF' || type === 'XMP ' || (type === 'ICCP' && !keepIcc)) {
      if (type === 'EXIF') {
        const body = b.subarray(p + 8, p + 8 + len);
        hadGps ||= exifFacts(ascii(body, 0, 6) === 'Exif\0\0' ? body.subarray(6) : body).gps;
      }
      removed.push(`${type.trim()} (${kb(len + 8)})`);
    } else {
      const chunk = b.slice(p, Math.min(end, b.length));
      if (type === 'VP8X') vp8x = chunk;
      parts.push(chunk);
    }
    p = end;
  }
  // VP8X flags say which chunks exist: clear ICC (0x20), EXIF (0x08) and XMP (0x04) for removed ones
  if (vp8x) vp8x[8]! &= ~(0x08 | 0x04 | (keepIcc ? 0 : 0x20));
  const body = concatBytes(parts);
  const head = new Uint8Array(12);
  head.set(b.subarray(0, 12));
  new DataView(head.buffer).setUint32(4, body.length + 4, true);
  return { bytes: concatBytes([head, body]), removed, hadGps };
}

export default defineTool(definition, (params) => {
  const file = parseFileValue(params.image);
  if ('error' in file) return failure('INVALID_INPUT', `The image ${file.error}.`);
  const b = file.bytes();
  let result: Stripped;
  let mediaType: string;
  let extension: string;
  if (b[0] === 0xff && b[1] === 0xd8) (result = stripJpeg(b, params.keepColorProfile)), (mediaType = 'image/jpeg'), (extension = 'jpg');
  else if (b[0] === 0x89 && ascii(b, 1, 4) === 'PNG') (result = stripPng(b, params.keepColorProfile)), (mediaType = 'image/png'), (extension = 'png');
  else if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') (result = stripWebp(b, params.keepColorProfile)), (mediaType = 'image/webp'), (extension = 'webp');
  else return failure('INVALID_INPUT', 'Only JPEG, PNG and WebP files can be cleaned here (GIF and BMP carry no EXIF); convert other formats with image-converter, which writes no metadata.');
  if (typeof result === 'string') return failure('INVALID_INPUT', `The file is damaged: ${result}.`);
  const warnings: string[] = [];
  if (result.orientation && result.orientation !== 1) warnings.push(`The photo had EXIF orientation ${result.orientation}; without EXIF it will display as stored (rotated or mirrored). Use image-rotator with autoOrient to fix the pixels first.`);
  if (result.removed.length === 0) warnings.push('No metadata was found: the file is unchanged.');
  return withWarnings(success({ image: bytesToBase64(result.bytes), mediaType, extension, removed: result.removed, hadGps: result.hadGps, originalSize: b.length, size: result.bytes.length }), warnings);
});
