import { defineTool, failure, success } from '@ctp/core';
import { finishImage, loadImage, outputFormatFor } from '../../_shared/image-tool.js';
import definition from './definition.js';

const MAX_SIDE = 10_000;

export default defineTool(definition, async (params) => {
  if (params.width === undefined && params.height === undefined && params.percent === undefined)
    return failure('INVALID_INPUT', 'Give a width, a height or a percentage to resize to.');
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  const { image } = loaded;
  let width: number, height: number;
  let fit = params.fit;
  if (params.width === undefined && params.height === undefined) {
    width = Math.max(1, Math.round((image.width * params.percent!) / 100));
    height = Math.max(1, Math.round((image.height * params.percent!) / 100));
    fit = 'fill';
  } else if (params.width === undefined || params.height === undefined) {
    width = params.width ?? Math.max(1, Math.round((image.width * params.height!) / image.height));
    height = params.height ?? Math.max(1, Math.round((image.height * params.width!) / image.width));
    fit = 'fill';
  } else {
    width = params.width;
    height = params.height;
  }
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > 40_000_000)
    return failure('CONSTRAINT_VIOLATION', `The result would be ${width}×${height} pixels; the limit is ${MAX_SIDE} pixels per side and 40 megapixels.`);
  const { resize } = await import('../../_shared/image-ops.js');
  const resized = resize(image, width, height, fit, params.filter);
  const out = await finishImage(resized, outputFormatFor(params.format, loaded.header), params.quality);
  return success({ ...out, originalWidth: image.width, originalHeight: image.height });
});
