/**
 * Test images for the image tools: RGBA pixels made from a seeded pattern, written by pngjs (an
 * independent PNG implementation) and read back with it, plus a hand-assembled BMP.
 */
import { PNG } from 'pngjs';

export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A gradient with a transparent corner: every channel varies, so wrong channel order shows. */
export function gradient(width: number, height: number, alphaCorner = true): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = Math.round((x * 255) / Math.max(1, width - 1));
      data[i + 1] = Math.round((y * 255) / Math.max(1, height - 1));
      data[i + 2] = (x * 7 + y * 13) & 255;
      data[i + 3] = alphaCorner && x < width / 4 && y < height / 4 ? 0 : 255;
    }
  }
  return { width, height, data };
}

/** PNG bytes written by pngjs. */
export function pngOf(p: Pixels): Buffer {
  const png = new PNG({ width: p.width, height: p.height });
  png.data = Buffer.from(p.data);
  return PNG.sync.write(png);
}

export function dataUrl(bytes: Uint8Array, type = 'image/png'): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** Pixels of a PNG read by pngjs. */
export function readPng(base64: string): Pixels {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
}

/** The pixel at (x, y) as [r, g, b, a]. */
export function pixel(p: Pixels, x: number, y: number): number[] {
  const i = (y * p.width + x) * 4;
  return Array.from(p.data.subarray(i, i + 4));
}

/** A 2×2 24-bit BMP written byte by byte from the format (bottom-up rows padded to 4 bytes). */
export function tinyBmp(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + 16, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(16, 34);
  // bottom row first: blue, green; then top row: red, white (BGR order, 2 bytes of padding per row)
  const rows = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0]);
  return Buffer.concat([header, rows]);
}
