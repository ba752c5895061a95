import { defineDefinition } from '@ctp/core';
import { formatParameter, IMAGE_OUTPUT_REQUIRED, imageDisplay, imageOutputProperties, imageParameter, qualityParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-cropper',
  name: 'Image Cropper',
  description:
    'Crop an image in the browser to a rectangle given in pixels (left, top, width, height), to an aspect ratio (1:1, 16:9, 4:3… centred), or trim uniform borders automatically. A rectangle reaching outside the image is clipped to it. PNG, JPEG, GIF, BMP, ICO and TIFF in and out. Up to 25 MiB and 40 megapixels.',
  category: 'editors',
  tags: ['image', 'crop', 'trim'],
  keywords: ['crop image', 'image cropper', 'cut image', 'trim whitespace', 'auto crop', 'square crop', 'aspect ratio crop', '16:9', 'crop png', 'crop jpg'],
  method: 'POST',
  cost: 'heavy', // decodes and encodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    {
      name: 'mode',
      type: 'select',
      label: 'Crop by',
      description: 'A pixel rectangle, a centred aspect ratio, or automatic trimming of borders.',
      required: false,
      defaultValue: 'rectangle',
      options: [
        { value: 'rectangle', label: 'Rectangle (pixels)' },
        { value: 'ratio', label: 'Aspect ratio (centred)' },
        { value: 'trim', label: 'Trim borders' },
      ],
    },
    { name: 'left', type: 'number', label: 'Left', description: 'Left edge of the rectangle in pixels from the image\'s left side.', required: false, defaultValue: 0, validation: { min: 0, max: 100_000, step: 1 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'rectangle' }] },
    { name: 'top', type: 'number', label: 'Top', description: 'Top edge of the rectangle in pixels from the image\'s top.', required: false, defaultValue: 0, validation: { min: 0, max: 100_000, step: 1 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'rectangle' }] },
    { name: 'width', type: 'number', label: 'Width', description: 'Rectangle width in pixels (default: to the right edge).', required: false, validation: { min: 1, max: 100_000, step: 1 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'rectangle' }] },
    { name: 'height', type: 'number', label: 'Height', description: 'Rectangle height in pixels (default: to the bottom edge).', required: false, validation: { min: 1, max: 100_000, step: 1 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'rectangle' }] },
    { name: 'ratio', type: 'text', label: 'Aspect ratio', description: 'Width:height, e.g. 1:1, 16:9, 4:3 or 1.91:1; the largest centred rectangle of that shape is kept.', required: false, defaultValue: '1:1', validation: { maxLength: 20, pattern: '^\\s*\\d+(\\.\\d+)?\\s*[:/x]\\s*\\d+(\\.\\d+)?\\s*$' }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'ratio' }] },
    { name: 'tolerance', type: 'number', label: 'Trim tolerance', description: 'Trim: how far (0–255 per channel) a pixel may differ from the corner colour and still count as border.', required: false, defaultValue: 10, validation: { min: 0, max: 255, step: 1 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'trim' }] },
    formatParameter,
    { ...qualityParameter, group: 'advanced' },
  ],
  outputDescription: 'The cropped image (Base64) with its media type, extension, size, and the rectangle that was kept.',
  outputSchema: {
    type: 'object',
    properties: {
      ...imageOutputProperties,
      left: { type: 'integer', minimum: 0, description: 'Left edge of the kept rectangle in the original.' },
      top: { type: 'integer', minimum: 0, description: 'Top edge of the kept rectangle in the original.' },
    },
    required: [...IMAGE_OUTPUT_REQUIRED, 'left', 'top'],
    additionalProperties: false,
  },
  primaryOutput: 'image',
  display: imageDisplay,
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', left: 1, width: 1 },
    output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4XmNgYPjfAAACgwGA/yS+jAAAAABJRU5ErkJggg==', mediaType: 'image/png', extension: 'png', width: 1, height: 1, size: 70, left: 1, top: 0 },
    description: 'Keep the right pixel of a 2×1 image.',
  },
  relatedTools: ['image-resizer', 'image-rotator', 'image-converter'],
});
