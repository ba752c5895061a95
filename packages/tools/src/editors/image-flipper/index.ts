import { defineTool, success } from '@ctp/core';
import { finishImage, loadImage, outputFormatFor } from '../../_shared/image-tool.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  const { flip } = await import('../../_shared/image-ops.js');
  const flipped = flip(loaded.image, params.direction !== 'vertical', params.direction !== 'horizontal');
  return success(await finishImage(flipped, outputFormatFor(params.format, loaded.header), params.quality));
});
