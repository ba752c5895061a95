import { defineTool, success } from '@ctp/core';
import { finishImage, loadImage } from '../../_shared/image-tool.js';
import definition from './definition.js';

function rgb(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  let image = loaded.image;
  if (params.format === 'jpeg') {
    const { flatten } = await import('../../_shared/image-codec.js');
    image = { ...image, data: flatten(image, rgb(params.background)) };
  }
  const out = await finishImage(image, params.format, params.quality);
  return success({ ...out, inputFormat: loaded.header.format, inputSize: loaded.bytes });
});
