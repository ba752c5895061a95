import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { RgbaImage } from '../../_shared/image-codec.js';
import { finishImage, loadImage, outputFormatFor } from '../../_shared/image-tool.js';
import definition from './definition.js';

type Rect = { left: number; top: number; width: number; height: number };

/** The bounding box of pixels that differ from the top-left corner by more than `tolerance`. */
function trimRect(image: RgbaImage, tolerance: number): Rect | undefined {
  const { width, height, data } = image;
  const corner = data.subarray(0, 4);
  const differs = (i: number) => Math.max(Math.abs(data[i]! - corner[0]!), Math.abs(data[i + 1]! - corner[1]!), Math.abs(data[i + 2]! - corner[2]!), Math.abs(data[i + 3]! - corner[3]!)) > tolerance;
  let minX = width, minY = height, maxX = -1, maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (differs((y * width + x) * 4)) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        maxY = y;
      }
    }
  }
  return maxX < 0 ? undefined : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  const { image } = loaded;
  const warnings: string[] = [];
  let rect: Rect;
  if (params.mode === 'trim') {
    const found = trimRect(image, params.tolerance);
    if (!found) return failure('INVALID_INPUT', 'The whole image is the border colour: there is nothing to keep after trimming.');
    rect = found;
  } else if (params.mode === 'ratio') {
    const [w, h] = params.ratio.split(/[:/x]/).map((s) => Number(s.trim())) as [number, number];
    if (!(w > 0 && h > 0)) return failure('INVALID_INPUT', `The ratio "${params.ratio}" needs two positive numbers, e.g. 16:9.`);
    const width = Math.min(image.width, Math.round((image.height * w) / h));
    const height = Math.min(image.height, Math.round((width * h) / w));
    rect = { left: Math.floor((image.width - width) / 2), top: Math.floor((image.height - height) / 2), width: Math.max(1, width), height: Math.max(1, height) };
  } else {
    if (params.left >= image.width || params.top >= image.height)
      return failure('INVALID_INPUT', `The rectangle starts at (${params.left}, ${params.top}), outside the ${image.width}×${image.height} image.`);
    const width = Math.min(params.width ?? image.width, image.width - params.left);
    const height = Math.min(params.height ?? image.height, image.height - params.top);
    if ((params.width ?? 0) > width || (params.height ?? 0) > height) warnings.push(`The rectangle reached outside the image and was clipped to ${width}×${height}.`);
    rect = { left: params.left, top: params.top, width, height };
  }
  const { crop } = await import('../../_shared/image-ops.js');
  const out = await finishImage(crop(image, rect.left, rect.top, rect.width, rect.height), outputFormatFor(params.format, loaded.header), params.quality);
  return withWarnings(success({ ...out, left: rect.left, top: rect.top }), warnings);
});
