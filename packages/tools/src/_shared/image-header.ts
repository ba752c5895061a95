/**
 * Image format and dimensions from the first bytes, without decoding pixels: the decompression
 * bomb guard of every image tool (width × height is checked before a decoder allocates) and the
 * facts image-info reports. Each reader follows its format's spec for the header fields only.
 */

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'bmp' | 'ico' | 'webp' | 'avif' | 'tiff' | 'svg' | 'heic';

export interface ImageHeader {
  format: ImageFormat;
  mediaType: string;
  width: number;
  height: number;
  /** Bits per channel (PNG, JPEG precision, BMP bits per pixel …) when the header says. */
  bitDepth?: number;
  /** e.g. "RGBA", "RGB", "grayscale", "palette", "CMYK", "YCbCr". */
  colorType?: string;
  hasAlpha?: boolean;
  animated?: boolean;
  frames?: number;
  interlaced?: boolean;
  progressive?: boolean;
  /** Extra facts (compression, lossless…). */
  notes?: string[];
}

export const MEDIA_TYPES: Record<ImageFormat, string> = {
  png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp', ico: 'image/x-icon', webp: 'image/webp',
  avif: 'image/avif', tiff: 'image/tiff', svg: 'image/svg+xml', heic: 'image/heic',
};

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));
const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const le32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

export function sniffImageFormat(b: Uint8Array): ImageFormat | undefined {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 4) === 'PNG') return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (ascii(b, 0, 4) === 'GIF8') return 'gif';
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26) return 'bmp';
  if (b.length >= 6 && le16(b, 0) === 0 && (le16(b, 2) === 1 || le16(b, 2) === 2) && le16(b, 4) > 0) return 'ico';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (ascii(b, 4, 8) === 'ftyp') {
    const brands = ascii(b, 8, Math.min(b.length, 8 + be32(b, 0)));
    if (/avif|avis/.test(brands)) return 'avif';
    if (/heic|heix|mif1|heim|heis/.test(brands)) return 'heic';
  }
  if (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*') return 'tiff';
  const head = new TextDecoder().decode(b.subarray(0, 1024));
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

function png(b: Uint8Array): ImageHeader | string {
  if (ascii(b, 12, 16) !== 'IHDR') return 'the PNG has no IHDR chunk first';
  const depth = b[24]!;
  const type = b[25]!;
  const types: Record<number, [string, boolean]> = { 0: ['grayscale', false], 2: ['RGB', false], 3: ['palette', false], 4: ['grayscale + alpha', true], 6: ['RGBA', true] };
  let hasAlpha = types[type]?.[1] ?? false;
  let animated = false;
  let frames: number | undefined;
  // walk the chunks for tRNS (palette/colour-key transparency) and acTL (APNG)
  for (let p = 8; p + 8 <= b.length; ) {
    const len = be32(b, p);
    const name = ascii(b, p + 4, p + 8);
    if (name === 'tRNS') hasAlpha = true;
    if (name === 'acTL') (animated = true), (frames = be32(b, p + 8));
    if (name === 'IDAT' || name === 'IEND') break;
    p += 12 + len;
  }
  return { format: 'png', mediaType: MEDIA_TYPES.png, width: be32(b, 16), height: be32(b, 20), bitDepth: depth, colorType: types[type]?.[0] ?? `type ${type}`, hasAlpha, interlaced: b[28] === 1, animated, ...(frames ? { frames } : {}) };
}

function jpeg(b: Uint8Array): ImageHeader | string {
  let p = 2;
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) return `the JPEG marker at byte ${p} is missing`;
    const marker = b[p + 1]!;
    if (marker === 0xff) {
      p++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      p += 2;
      continue;
    }
    const len = be16(b, p + 2);
    // SOF0-SOF15 except DHT (c4), JPG (c8) and DAC (cc)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const components = b[p + 9]!;
      const colorType = components === 1 ? 'grayscale' : components === 3 ? 'YCbCr' : components === 4 ? 'CMYK' : `${components} components`;
      const progressive = marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce;
      return { format: 'jpeg', mediaType: MEDIA_TYPES.jpeg, width: be16(b, p + 7), height: be16(b, p + 5), bitDepth: b[p + 4]!, colorType, hasAlpha: false, progressive, notes: marker >= 0xc9 ? ['arithmetic coding'] : marker === 0xc3 || marker === 0xc7 || marker === 0xcb || marker === 0xcf ? ['lossless JPEG'] : [] };
    }
    if (marker === 0xda || marker === 0xd9) break;
    p += 2 + len;
  }
  return 'the JPEG has no frame header (SOF)';
}

function gif(b: Uint8Array): ImageHeader {
  // count image descriptors (0x2c) by walking the blocks
  let frames = 0;
  const flags = b[10]!;
  let p = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);
  let transparent = false;
  while (p < b.length) {
    const kind = b[p]!;
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      if (b[p + 1] === 0xf9 && (b[p + 3]! & 1)) transparent = true;
      p += 2;
      while (p < b.length && b[p] !== 0) p += b[p]! + 1;
      p++;
    } else if (kind === 0x2c) {
      frames++;
      const local = b[p + 9]!;
      p += 10 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0) + 1;
      while (p < b.length && b[p] !== 0) p += b[p]! + 1;
      p++;
    } else break;
  }
  return { format: 'gif', mediaType: MEDIA_TYPES.gif, width: le16(b, 6), height: le16(b, 8), bitDepth: ((flags >> 4) & 7) + 1, colorType: 'palette', hasAlpha: transparent, animated: frames > 1, frames };
}

function bmp(b: Uint8Array): ImageHeader {
  const headerSize = le32(b, 14);
  const core = headerSize === 12;
  const width = core ? le16(b, 18) : le32(b, 18) | 0;
  const height = core ? le16(b, 20) : le32(b, 22) | 0;
  const bits = core ? le16(b, 24) : le16(b, 28);
  const compression = core ? 0 : le32(b, 30);
  const names: Record<number, string> = { 0: 'uncompressed', 1: 'RLE8', 2: 'RLE4', 3: 'bit fields', 4: 'embedded JPEG', 5: 'embedded PNG', 6: 'alpha bit fields' };
  return { format: 'bmp', mediaType: MEDIA_TYPES.bmp, width: Math.abs(width), height: Math.abs(height), bitDepth: bits, colorType: bits <= 8 ? 'palette' : bits === 32 ? 'RGBA' : 'RGB', hasAlpha: bits === 32, notes: [names[compression] ?? `compression ${compression}`, height < 0 ? 'top-down rows' : 'bottom-up rows'] };
}

function ico(b: Uint8Array): ImageHeader {
  const count = le16(b, 4);
  let best = { w: 0, h: 0, bits: 0 };
  for (let i = 0; i < count && 6 + 16 * i + 16 <= b.length; i++) {
    const e = 6 + 16 * i;
    const w = b[e] || 256;
    const h = b[e + 1] || 256;
    if (w * h > best.w * best.h) best = { w, h, bits: le16(b, e + 6) };
  }
  return { format: 'ico', mediaType: MEDIA_TYPES.ico, width: best.w, height: best.h, bitDepth: best.bits || undefined, colorType: 'RGBA', hasAlpha: true, frames: count, notes: [`${count} image${count === 1 ? '' : 's'}; the largest is described`, le16(b, 2) === 2 ? 'cursor (.cur)' : 'icon'] };
}

function webp(b: Uint8Array): ImageHeader | string {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') return { format: 'webp', mediaType: MEDIA_TYPES.webp, width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff, colorType: 'YUV', hasAlpha: false, notes: ['lossy'] };
  if (chunk === 'VP8L') {
    const bits = le32(b, 21);
    return { format: 'webp', mediaType: MEDIA_TYPES.webp, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, colorType: 'RGBA', hasAlpha: ((bits >> 28) & 1) === 1, notes: ['lossless'] };
  }
  if (chunk === 'VP8X') {
    const flags = b[20]!;
    return { format: 'webp', mediaType: MEDIA_TYPES.webp, width: le24(b, 24) + 1, height: le24(b, 27) + 1, hasAlpha: (flags & 0x10) !== 0, animated: (flags & 0x02) !== 0, notes: ['extended format'] };
  }
  return `unknown WebP chunk "${chunk}"`;
}

/** ISO-BMFF (AVIF/HEIC): the first "ispe" property box holds the image size. */
function isobmff(b: Uint8Array, format: 'avif' | 'heic'): ImageHeader | string {
  for (let i = 0; i + 20 <= b.length && i < 1_000_000; i++) {
    if (b[i] === 0x69 && ascii(b, i, i + 4) === 'ispe') {
      return { format, mediaType: MEDIA_TYPES[format], width: be32(b, i + 8), height: be32(b, i + 12), notes: [format === 'avif' ? 'AV1 image' : 'HEVC image'] };
    }
  }
  return `the ${format.toUpperCase()} file has no image size (ispe) box`;
}

function tiff(b: Uint8Array): ImageHeader | string {
  const little = b[0] === 0x49;
  const u16 = (i: number) => (little ? le16(b, i) : be16(b, i));
  const u32 = (i: number) => (little ? le32(b, i) : be32(b, i));
  const ifd = u32(4);
  if (ifd + 2 > b.length) return 'the TIFF directory is outside the file';
  const count = u16(ifd);
  let width = 0, height = 0, bits = 0, photometric = -1, samples = 1;
  for (let k = 0; k < count && ifd + 2 + 12 * k + 12 <= b.length; k++) {
    const e = ifd + 2 + 12 * k;
    const tag = u16(e);
    const type = u16(e + 2);
    const value = type === 3 ? u16(e + 8) : u32(e + 8);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
    if (tag === 258) bits = u32(e + 4) === 1 ? value : 8;
    if (tag === 262) photometric = value;
    if (tag === 277) samples = value;
  }
  const colorType = { 0: 'grayscale', 1: 'grayscale', 2: 'RGB', 3: 'palette', 5: 'CMYK', 6: 'YCbCr' }[photometric] ?? 'unknown';
  return { format: 'tiff', mediaType: MEDIA_TYPES.tiff, width, height, bitDepth: bits || undefined, colorType, hasAlpha: samples === 4 || samples === 2 };
}

function svg(b: Uint8Array): ImageHeader {
  const text = new TextDecoder().decode(b.subarray(0, 4096));
  const tag = /<svg[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1];
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  const width = Number(attr('width') ?? box?.[1] ?? 0);
  const height = Number(attr('height') ?? box?.[2] ?? 0);
  return { format: 'svg', mediaType: MEDIA_TYPES.svg, width: Math.round(width), height: Math.round(height), colorType: 'vector', hasAlpha: true, notes: ['vector image: the size is its nominal width and height'] };
}

/** The header of a known image format, or a message saying why it cannot be read. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | string {
  const format = sniffImageFormat(bytes);
  if (!format) return 'it is not an image this tool recognises (PNG, JPEG, GIF, BMP, ICO, WebP, AVIF, HEIC, TIFF or SVG)';
  switch (format) {
    case 'png':
      return png(bytes);
    case 'jpeg':
      return jpeg(bytes);
    case 'gif':
      return gif(bytes);
    case 'bmp':
      return bmp(bytes);
    case 'ico':
      return ico(bytes);
    case 'webp':
      return webp(bytes);
    case 'avif':
    case 'heic':
      return isobmff(bytes, format);
    case 'tiff':
      return tiff(bytes);
    case 'svg':
      return svg(bytes);
  }
}
