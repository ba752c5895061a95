/// <reference path="../../_shared/image-libs.d.ts" />
import { bytesToBase64, defineTool, parseFileValue, success, withWarnings } from '@ctp/core';
import type { RgbaImage } from '../../_shared/image-codec.js';
import { loadImage } from '../../_shared/image-tool.js';
import definition from './definition.js';
import { encodePalettePng } from './palette-png.js';
import { loadGifenc } from '../../_shared/gifenc.js';

/** A palette PNG: gifenc's quantizer (RGBA4444 keeps alpha levels) and the indexed writer beside this file. */
async function palettePng(image: RgbaImage, colors: number): Promise<Uint8Array> {
  const { quantize, applyPalette } = await loadGifenc();
  // fully transparent pixels get their own palette entry: averaging them into a cluster would make them visible
  let transparent = false;
  for (let i = 3; i < image.data.length && !transparent; i += 4) transparent = image.data[i] === 0;
  const palette = quantize(image.data, transparent ? colors - 1 : colors, { format: 'rgba4444' });
  const index = applyPalette(image.data, palette, 'rgba4444');
  const full = palette.map((c) => [c[0]!, c[1]!, c[2]!, c[3] ?? 255]);
  if (transparent) {
    full.push([0, 0, 0, 0]);
    for (let i = 0; i < index.length; i++) if (image.data[i * 4 + 3] === 0) index[i] = full.length - 1;
  }
  return encodePalettePng(image.width, image.height, index, full);
}

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  let image = loaded.image;
  if (params.maxSize && (image.width > params.maxSize || image.height > params.maxSize)) {
    const { resize } = await import('../../_shared/image-ops.js');
    image = resize(image, params.maxSize, params.maxSize, 'inside');
  }
  const format = params.format === 'auto' ? (loaded.header.format === 'jpeg' ? 'jpeg' : 'png') : params.format;
  let bytes: Uint8Array;
  if (format === 'jpeg') {
    const { encodeImage, flatten } = await import('../../_shared/image-codec.js');
    bytes = await encodeImage({ ...image, data: flatten(image, [255, 255, 255]) }, 'jpeg', { quality: params.quality });
  } else bytes = await palettePng(image, params.colors);
  const originalSize = loaded.bytes;
  const sameFormat = (format === 'jpeg') === (loaded.header.format === 'jpeg') && (format === 'png') === (loaded.header.format === 'png');
  if (bytes.length >= originalSize && sameFormat && image === loaded.image) {
    const original = parseFileValue(params.image);
    const base64 = 'error' in original ? bytesToBase64(bytes) : original.base64;
    return withWarnings(
      success({ image: base64, mediaType: loaded.header.mediaType, extension: format === 'jpeg' ? 'jpg' : 'png', width: image.width, height: image.height, originalSize, size: originalSize, savedPercent: 0, keptOriginal: true }),
      [`Compressing gave ${bytes.length} bytes, not less than the original ${originalSize}: the original is returned.`],
    );
  }
  return success({
    image: bytesToBase64(bytes),
    mediaType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    extension: format === 'jpeg' ? 'jpg' : 'png',
    width: image.width,
    height: image.height,
    originalSize,
    size: bytes.length,
    savedPercent: Math.round((1 - bytes.length / originalSize) * 10_000) / 100,
    keptOriginal: false,
  });
});
