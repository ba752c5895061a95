import { defineTool, parseFileValue, success } from '@ctp/core';
import type { RgbaImage } from '../../_shared/image-codec.js';
import { finishImage, loadImage, outputFormatFor } from '../../_shared/image-tool.js';
import definition from './definition.js';

function rgba(color: string): [number, number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const v = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [v(0), v(2), v(4), full.length >= 8 ? v(6) : 255];
}

/** EXIF orientation (TIFF tag 274) 1–8 from a JPEG's APP1 segment; undefined when absent. */
function exifOrientation(bytes: Uint8Array): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let p = 2; p + 4 < bytes.length && bytes[p] === 0xff; ) {
    const marker = bytes[p + 1]!;
    const len = (bytes[p + 2]! << 8) | bytes[p + 3]!;
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(p + 4, p + 8)) === 'Exif') {
      const t = p + 10;
      const little = bytes[t] === 0x49;
      const u16 = (i: number) => (little ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!);
      const u32 = (i: number) => (little ? u16(i) | (u16(i + 2) << 16) : (u16(i) << 16) | u16(i + 2)) >>> 0;
      const ifd = t + u32(t + 4);
      for (let k = 0, n = u16(ifd); k < n; k++) if (u16(ifd + 2 + 12 * k) === 274) return u16(ifd + 2 + 12 * k + 8);
      return undefined;
    }
    if (marker === 0xda) break;
    p += 2 + len;
  }
  return undefined;
}

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  const { rotate, flip } = await import('../../_shared/image-ops.js');
  let image: RgbaImage = loaded.image;
  let applied: number | null = null;
  if (params.autoOrient) {
    const file = parseFileValue(params.image);
    const o = 'error' in file ? undefined : exifOrientation(file.bytes());
    if (o && o >= 2 && o <= 8) {
      applied = o;
      // orientations 2–8 (EXIF 2.32, tag 274): the mirror and turn that make the photo upright
      const none: [number, number, number, number] = [0, 0, 0, 0];
      if (o === 2 || o === 5 || o === 7) image = flip(image, true, false);
      if (o === 4) image = flip(image, false, true);
      if (o === 3) image = rotate(image, 180, none);
      if (o === 6 || o === 7) image = rotate(image, 90, none);
      if (o === 5 || o === 8) image = rotate(image, 270, none);
    } else if (o === 1) applied = 1;
  }
  const turned = rotate(image, params.angle, rgba(params.background));
  const out = await finishImage(turned, outputFormatFor(params.format, loaded.header), params.quality);
  return success({ ...out, exifOrientation: applied });
});
