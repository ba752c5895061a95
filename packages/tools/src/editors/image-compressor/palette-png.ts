/**
 * An 8-bit indexed PNG (PNG spec §11: IHDR colour type 3, PLTE, tRNS, zlib IDAT with filter 0).
 * Written here because fast-png 8 writes the tRNS chunk of palette images wrongly.
 */
import { zlibSync } from 'fflate';

const CRC = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  let c = 0xffffffff;
  for (let i = 4; i < 8 + data.length; i++) c = CRC[(c ^ out[i]!) & 0xff]! ^ (c >>> 8);
  view.setUint32(8 + data.length, (c ^ 0xffffffff) >>> 0);
  return out;
}

/** `index`: one palette index per pixel; `palette`: [r, g, b, a] entries (at most 256). */
export function encodePalettePng(width: number, height: number, index: Uint8Array, palette: number[][]): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 3, 0, 0, 0], 8);
  const plte = Uint8Array.from(palette.flatMap((c) => [c[0]!, c[1]!, c[2]!]));
  // tRNS lists alphas up to the last non-opaque entry
  let last = palette.length - 1;
  while (last >= 0 && (palette[last]![3] ?? 255) === 255) last--;
  const trns = Uint8Array.from(palette.slice(0, last + 1).map((c) => c[3] ?? 255));
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) raw.set(index.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const parts = [Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), chunk('IHDR', ihdr), chunk('PLTE', plte), ...(trns.length ? [chunk('tRNS', trns)] : []), chunk('IDAT', zlibSync(raw, { level: 9 })), chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) out.set(p, o), (o += p.length);
  return out;
}
