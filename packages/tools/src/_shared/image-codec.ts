/// <reference path="./image-libs.d.ts" />
/**
 * Raster images as RGBA pixels for the image tools, in pure JavaScript so the same code runs in a
 * browser worker (whose CSP allows no WebAssembly) and in Node: PNG (fast-png), JPEG (jpeg-js),
 * GIF (omggif to read, gifenc to write), TIFF (utif2), BMP and ICO (written here: their containers
 * are a few fixed headers). WebP and AVIF need WebAssembly codecs and are refused with a reason.
 * Decoders load on first use. Every decode checks width × height from the header first.
 */
import { readImageHeader, type ImageFormat, type ImageHeader } from './image-header.js';
import { loadGifenc } from './gifenc.js';

export interface RgbaImage {
  width: number;
  height: number;
  /** Row-major RGBA, 4 bytes per pixel. */
  data: Uint8Array;
}

/** 40 megapixels: 160 MB of RGBA, the most a browser tab can be asked to hold for one image. */
export const MAX_PIXELS = 40_000_000;

export type Decoded = { ok: true; image: RgbaImage; header: ImageHeader } | { ok: false; code: 'INVALID_INPUT' | 'CONSTRAINT_VIOLATION'; message: string };

export const OUTPUT_FORMATS = ['png', 'jpeg', 'gif', 'bmp', 'ico', 'tiff'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const OUTPUT_MEDIA: Record<OutputFormat, { mediaType: string; extension: string }> = {
  png: { mediaType: 'image/png', extension: 'png' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg' },
  gif: { mediaType: 'image/gif', extension: 'gif' },
  bmp: { mediaType: 'image/bmp', extension: 'bmp' },
  ico: { mediaType: 'image/x-icon', extension: 'ico' },
  tiff: { mediaType: 'image/tiff', extension: 'tiff' },
};

const NO_WASM: Partial<Record<ImageFormat, string>> = {
  webp: 'WebP',
  avif: 'AVIF',
  heic: 'HEIC',
};

/** Checks the header, then decodes the first frame to RGBA. */
export async function decodeImage(bytes: Uint8Array, maxPixels = MAX_PIXELS): Promise<Decoded> {
  const header = readImageHeader(bytes);
  if (typeof header === 'string') return { ok: false, code: 'INVALID_INPUT', message: `The file cannot be read as an image: ${header}.` };
  const name = NO_WASM[header.format];
  if (name) return { ok: false, code: 'INVALID_INPUT', message: `${name} images cannot be decoded here: ${name} codecs need WebAssembly, which these tools do not load. Convert the image to PNG or JPEG first.` };
  if (header.format === 'svg') return { ok: false, code: 'INVALID_INPUT', message: 'SVG is a vector format: this tool works on raster images (PNG, JPEG, GIF, BMP, ICO, TIFF).' };
  if (header.width <= 0 || header.height <= 0) return { ok: false, code: 'INVALID_INPUT', message: `The ${header.format.toUpperCase()} header gives a size of ${header.width}×${header.height}.` };
  if (header.width * header.height > maxPixels)
    return { ok: false, code: 'CONSTRAINT_VIOLATION', message: `The image is ${header.width}×${header.height} (${((header.width * header.height) / 1e6).toFixed(1)} megapixels); the limit is ${maxPixels / 1e6} megapixels (decompression-bomb guard).` };
  try {
    const image = await decodePixels(bytes, header);
    if (typeof image === 'string') return { ok: false, code: 'INVALID_INPUT', message: `The ${header.format.toUpperCase()} image cannot be decoded: ${image}.` };
    return { ok: true, image, header };
  } catch (error) {
    return { ok: false, code: 'INVALID_INPUT', message: `The ${header.format.toUpperCase()} image is damaged or unsupported: ${(error as Error).message}.` };
  }
}

async function decodePixels(bytes: Uint8Array, header: ImageHeader): Promise<RgbaImage | string> {
  switch (header.format) {
    case 'png':
      return decodePng(bytes);
    case 'jpeg': {
      const { default: jpeg } = await import('jpeg-js');
      const out = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 1024 });
      return { width: out.width, height: out.height, data: new Uint8Array(out.data.buffer, out.data.byteOffset, out.data.byteLength) };
    }
    case 'gif': {
      // CommonJS: its default export (module.exports) is the one shape every loader gives
      const { default: omggif } = await import('omggif');
      const { GifReader } = omggif;
      const reader = new GifReader(bytes);
      const data = new Uint8Array(reader.width * reader.height * 4);
      reader.decodeAndBlitFrameRGBA(0, data);
      return { width: reader.width, height: reader.height, data };
    }
    case 'tiff': {
      const { default: UTIF } = await import('utif2');
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const ifds = UTIF.decode(buffer);
      const first = ifds[0];
      if (!first) return 'it has no image directory';
      UTIF.decodeImage(buffer, first);
      const rgba = UTIF.toRGBA8(first);
      return { width: first.width, height: first.height, data: new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength) };
    }
    case 'bmp':
      return decodeDib(bytes, readLe32(bytes, 10), 14, false);
    case 'ico':
      return decodeIco(bytes);
    default:
      return `${header.format} is not a raster format this tool decodes`;
  }
}

async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  const { decode, convertIndexedToRgb } = await import('fast-png');
  const png = decode(bytes);
  const n = png.width * png.height;
  const data = new Uint8Array(n * 4);
  let src: ArrayLike<number> = png.data;
  let channels = png.channels;
  if (png.palette) {
    src = convertIndexedToRgb(png);
    channels = png.palette[0]?.length === 4 ? 4 : 3;
    if (src.length === n * 4) channels = 4;
  }
  const shift = png.depth === 16 ? 8 : 0;
  const scale = png.depth < 8 && !png.palette ? 255 / ((1 << png.depth) - 1) : 1;
  for (let i = 0; i < n; i++) {
    const v = (k: number) => (shift ? (src[i * channels + k]! >> shift) : Math.round(src[i * channels + k]! * scale));
    if (channels >= 3) {
      data[i * 4] = v(0);
      data[i * 4 + 1] = v(1);
      data[i * 4 + 2] = v(2);
      data[i * 4 + 3] = channels === 4 ? v(3) : 255;
    } else {
      const g = v(0);
      data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = g;
      data[i * 4 + 3] = channels === 2 ? v(1) : 255;
    }
  }
  return { width: png.width, height: png.height, data };
}

function readLe32(b: Uint8Array, i: number): number {
  return (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
}
function readLe16(b: Uint8Array, i: number): number {
  return b[i]! | (b[i + 1]! << 8);
}

/** A DIB (BMP file after its 14-byte header, or an ICO entry): headers 12/40/52/56/108/124 bytes. */
function decodeDib(b: Uint8Array, pixelOffset: number, at: number, icon: boolean): RgbaImage | string {
  const size = readLe32(b, at);
  const core = size === 12;
  const width = core ? readLe16(b, at + 4) : readLe32(b, at + 4) | 0;
  let height = core ? readLe16(b, at + 6) : readLe32(b, at + 8) | 0;
  const bits = core ? readLe16(b, at + 10) : readLe16(b, at + 14);
  const compression = core ? 0 : readLe32(b, at + 16);
  if (icon) height = height / 2; // the AND mask follows the colour bitmap
  const topDown = height < 0;
  const h = Math.abs(height);
  if (width <= 0 || h <= 0) return `the bitmap size is ${width}×${height}`;
  if (compression !== 0 && compression !== 3 && compression !== 6) return `compression type ${compression} (RLE or embedded JPEG/PNG) is not supported`;
  let colors = core ? 0 : readLe32(b, at + 32);
  if (bits <= 8 && colors === 0) colors = 1 << bits;
  const paletteAt = at + size + (compression === 3 && size === 40 ? 12 : 0);
  const entry = core ? 3 : 4;
  const palette: number[][] = [];
  for (let i = 0; i < colors; i++) palette.push([b[paletteAt + i * entry + 2]!, b[paletteAt + i * entry + 1]!, b[paletteAt + i * entry]!]);
  let masks = [0x00ff0000, 0x0000ff00, 0x000000ff, bits === 32 ? 0xff000000 : 0];
  if (bits === 16) masks = [0x7c00, 0x03e0, 0x001f, 0];
  if (compression === 3 || compression === 6) {
    const m = size >= 52 || icon ? at + 40 : at + 40;
    masks = [readLe32(b, m), readLe32(b, m + 4), readLe32(b, m + 8), size >= 56 || compression === 6 ? readLe32(b, m + 12) : 0];
  }
  const offset = icon ? paletteAt + colors * entry : pixelOffset;
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  if (offset + stride * h > b.length) return `the pixel data needs ${stride * h} bytes but the file ends before`;
  const data = new Uint8Array(width * h * 4);
  const channel = (value: number, mask: number) => {
    if (!mask) return 255;
    const shift = Math.clz32(mask & -mask) ^ 31;
    const max = mask >>> shift;
    return Math.round((((value & mask) >>> shift) * 255) / max);
  };
  let anyAlpha = false;
  for (let y = 0; y < h; y++) {
    const row = offset + (topDown ? y : h - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let r: number, g: number, bl: number, a = 255;
      if (bits <= 8) {
        const bitIndex = x * bits;
        const byte = b[row + (bitIndex >> 3)]!;
        const index = (byte >> (8 - bits - (bitIndex & 7))) & ((1 << bits) - 1);
        const entry = palette[index] ?? [0, 0, 0];
        r = entry[0]!;
        g = entry[1]!;
        bl = entry[2]!;
      } else if (bits === 24) {
        bl = b[row + x * 3]!;
        g = b[row + x * 3 + 1]!;
        r = b[row + x * 3 + 2]!;
      } else {
        const v = bits === 16 ? readLe16(b, row + x * 2) : readLe32(b, row + x * 4);
        r = channel(v, masks[0]!);
        g = channel(v, masks[1]!);
        bl = channel(v, masks[2]!);
        a = masks[3] ? channel(v, masks[3]) : 255;
        if (bits === 32 && masks[3] && a !== 0) anyAlpha = true;
      }
      data[o] = r;
      data[o + 1] = g;
      data[o + 2] = bl;
      data[o + 3] = a;
    }
  }
  // 32-bit bitmaps whose alpha bytes are all zero are opaque (many writers leave them unset)
  if (bits === 32 && !anyAlpha && !icon) for (let i = 3; i < data.length; i += 4) data[i] = 255;
  if (icon && bits < 32) {
    // the 1-bit AND mask marks transparent pixels
    const maskStride = Math.floor((width + 31) / 32) * 4;
    const maskAt = offset + stride * h;
    for (let y = 0; y < h && maskAt + maskStride * h <= b.length; y++) {
      const row = maskAt + (h - 1 - y) * maskStride;
      for (let x = 0; x < width; x++) if ((b[row + (x >> 3)]! >> (7 - (x & 7))) & 1) data[(y * width + x) * 4 + 3] = 0;
    }
  } else if (icon && bits === 32 && !anyAlpha) for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height: h, data };
}

async function decodeIco(b: Uint8Array): Promise<RgbaImage | string> {
  const count = readLe16(b, 4);
  let best = -1;
  let bestArea = -1;
  for (let i = 0; i < count; i++) {
    const e = 6 + 16 * i;
    if (e + 16 > b.length) return 'the icon directory is truncated';
    const area = (b[e] || 256) * (b[e + 1] || 256) * 64 + readLe16(b, e + 6);
    if (area > bestArea) (best = i), (bestArea = area);
  }
  if (best < 0) return 'the icon holds no images';
  const e = 6 + 16 * best;
  const size = readLe32(b, e + 8);
  const offset = readLe32(b, e + 12);
  if (offset + size > b.length) return 'an icon image lies outside the file';
  const entry = b.subarray(offset, offset + size);
  if (entry[0] === 0x89 && entry[1] === 0x50) return decodePng(entry);
  return decodeDib(entry, 0, 0, true);
}

export interface EncodeOptions {
  /** JPEG quality 1–100. */
  quality?: number;
  /** Background for formats without alpha (JPEG), as [r, g, b]. */
  background?: [number, number, number];
  /** ICO: sizes to include (square, resized from the image). */
  icoSizes?: number[];
}

/** Encodes RGBA as `format`. */
export async function encodeImage(image: RgbaImage, format: OutputFormat, options: EncodeOptions = {}): Promise<Uint8Array> {
  switch (format) {
    case 'png': {
      const { encode } = await import('fast-png');
      const opaque = isOpaque(image);
      const data = opaque ? dropAlpha(image) : image.data;
      return encode({ width: image.width, height: image.height, data, depth: 8, channels: opaque ? 3 : 4 });
    }
    case 'jpeg': {
      const { default: jpeg } = await import('jpeg-js');
      const flat = flatten(image, options.background ?? [255, 255, 255]);
      const out = jpeg.encode({ width: image.width, height: image.height, data: flat }, options.quality ?? 85);
      return new Uint8Array(out.data.buffer, out.data.byteOffset, out.data.byteLength);
    }
    case 'gif': {
      const { GIFEncoder, quantize, applyPalette } = await loadGifenc();
      // 4096 colour bins: gifenc's quantizer is quadratic in the bins, 65536 (rgb565) takes minutes on photos
      const transparent = !isOpaque(image);
      const palette = quantize(image.data, 256, { format: transparent ? 'rgba4444' : 'rgb444', oneBitAlpha: transparent });
      const index = applyPalette(image.data, palette, transparent ? 'rgba4444' : 'rgb444');
      const gif = GIFEncoder();
      const transparentIndex = transparent ? palette.findIndex((c) => c[3] === 0) : -1;
      gif.writeFrame(index, image.width, image.height, { palette, transparent: transparentIndex >= 0, transparentIndex: Math.max(0, transparentIndex) });
      gif.finish();
      return gif.bytes();
    }
    case 'bmp':
      return encodeBmp(image);
    case 'tiff': {
      const { default: UTIF } = await import('utif2');
      return new Uint8Array(UTIF.encodeImage(image.data, image.width, image.height));
    }
    case 'ico':
      return encodeIco(image, options.icoSizes ?? [Math.min(256, Math.max(image.width, image.height))]);
  }
}

export function isOpaque(image: RgbaImage): boolean {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) return false;
  return true;
}

function dropAlpha(image: RgbaImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height * 3);
  for (let i = 0, j = 0; i < image.data.length; i += 4, j += 3) (out[j] = image.data[i]!), (out[j + 1] = image.data[i + 1]!), (out[j + 2] = image.data[i + 2]!);
  return out;
}

/** Composites over a background colour (for formats without alpha). */
export function flatten(image: RgbaImage, [br, bg, bb]: [number, number, number]): Uint8Array {
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < image.data.length; i += 4) {
    const a = image.data[i + 3]! / 255;
    out[i] = Math.round(image.data[i]! * a + br * (1 - a));
    out[i + 1] = Math.round(image.data[i + 1]! * a + bg * (1 - a));
    out[i + 2] = Math.round(image.data[i + 2]! * a + bb * (1 - a));
    out[i + 3] = 255;
  }
  return out;
}

/** 32-bit BMP with a BITMAPV4HEADER (alpha mask) when the image has transparency, else 24-bit. */
function encodeBmp(image: RgbaImage): Uint8Array {
  const alpha = !isOpaque(image);
  const bits = alpha ? 32 : 24;
  const headerSize = alpha ? 108 : 40;
  const stride = Math.floor((bits * image.width + 31) / 32) * 4;
  const pixelOffset = 14 + headerSize;
  const out = new Uint8Array(pixelOffset + stride * image.height);
  const view = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  view.setUint32(2, out.length, true);
  view.setUint32(10, pixelOffset, true);
  view.setUint32(14, headerSize, true);
  view.setInt32(18, image.width, true);
  view.setInt32(22, image.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, bits, true);
  view.setUint32(30, alpha ? 3 : 0, true);
  view.setUint32(34, stride * image.height, true);
  view.setUint32(38, 2835, true); // 72 dpi
  view.setUint32(42, 2835, true);
  if (alpha) {
    view.setUint32(54, 0x00ff0000, true);
    view.setUint32(58, 0x0000ff00, true);
    view.setUint32(62, 0x000000ff, true);
    view.setUint32(66, 0xff000000, true);
    view.setUint32(70, 0x73524742, true); // 'sRGB'
  }
  for (let y = 0; y < image.height; y++) {
    const row = pixelOffset + (image.height - 1 - y) * stride;
    for (let x = 0; x < image.width; x++) {
      const s = (y * image.width + x) * 4;
      const d = row + x * (bits / 8);
      out[d] = image.data[s + 2]!;
      out[d + 1] = image.data[s + 1]!;
      out[d + 2] = image.data[s]!;
      if (alpha) out[d + 3] = image.data[s + 3]!;
    }
  }
  return out;
}

/** An ICO whose entries are PNGs (Windows Vista and later, every browser). */
async function encodeIco(image: RgbaImage, sizes: number[]): Promise<Uint8Array> {
  const { resize } = await import('./image-ops.js');
  const pngs: Uint8Array[] = [];
  for (const size of sizes) {
    const square = resize(image, size, size, 'contain');
    pngs.push(await encodeImage(square, 'png'));
  }
  const header = 6 + 16 * sizes.length;
  const total = header + pngs.reduce((s, p) => s + p.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, sizes.length, true);
  let offset = header;
  for (const [i, size] of sizes.entries()) {
    const e = 6 + 16 * i;
    out[e] = size >= 256 ? 0 : size;
    out[e + 1] = size >= 256 ? 0 : size;
    view.setUint16(e + 4, 1, true);
    view.setUint16(e + 6, 32, true);
    view.setUint32(e + 8, pngs[i]!.length, true);
    view.setUint32(e + 12, offset, true);
    out.set(pngs[i]!, offset);
    offset += pngs[i]!.length;
  }
  return out;
}
