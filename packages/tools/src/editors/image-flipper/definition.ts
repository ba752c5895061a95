import { defineDefinition } from '@ctp/core';
import { formatParameter, IMAGE_OUTPUT_REQUIRED, imageDisplay, imageOutputProperties, imageParameter, qualityParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-flipper',
  name: 'Image Flipper / Mirror',
  description:
    'Mirror an image horizontally (left ↔ right, as a selfie), vertically (upside down) or both, in the browser and without loss: pixels are moved, not resampled. PNG, JPEG, GIF, BMP, ICO and TIFF in and out. Up to 25 MiB and 40 megapixels.',
  category: 'editors',
  tags: ['image', 'flip', 'mirror'],
  keywords: ['flip image', 'mirror image', 'flip horizontally', 'flip vertically', 'reverse image', 'mirror selfie', 'flop'],
  method: 'POST',
  cost: 'heavy', // decodes and encodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    {
      name: 'direction',
      type: 'select',
      label: 'Flip',
      description: 'Horizontal swaps left and right, vertical swaps top and bottom.',
      required: false,
      defaultValue: 'horizontal',
      options: [
        { value: 'horizontal', label: 'Horizontal (mirror)' },
        { value: 'vertical', label: 'Vertical (upside down)' },
        { value: 'both', label: 'Both (= rotate 180°)' },
      ],
    },
    formatParameter,
    { ...qualityParameter, group: 'advanced' },
  ],
  outputDescription: 'The mirrored image (Base64) with its media type, extension and size.',
  outputSchema: { type: 'object', properties: { ...imageOutputProperties }, required: [...IMAGE_OUTPUT_REQUIRED], additionalProperties: false },
  primaryOutput: 'image',
  display: imageDisplay,
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', direction: 'horizontal' },
    output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEElEQVR4XmNgYPjf8B9IAAANfgN++rX9RgAAAABJRU5ErkJggg==', mediaType: 'image/png', extension: 'png', width: 2, height: 1, size: 73 },
    description: 'Red-then-blue becomes blue-then-red.',
  },
  relatedTools: ['image-rotator', 'image-cropper'],
});
