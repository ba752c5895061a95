import { defineDefinition } from '@ctp/core';
import { formatParameter, IMAGE_OUTPUT_REQUIRED, imageDisplay, imageOutputProperties, imageParameter, qualityParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-resizer',
  name: 'Image Resizer',
  description:
    'Resize an image in the browser to a width and/or height in pixels or a percentage, keeping the aspect ratio (fit inside, pad to the box, or crop to fill it) or stretching. Lanczos3, bicubic, bilinear or nearest-neighbour (pixel art) resampling, with premultiplied alpha so transparent edges stay clean. PNG, JPEG, GIF, BMP, ICO and TIFF in and out. Up to 25 MiB and 40 megapixels in, 10,000 pixels per side out.',
  category: 'editors',
  tags: ['image', 'resize', 'scale'],
  keywords: ['resize image', 'image resizer', 'scale image', 'shrink image', 'enlarge image', 'thumbnail', 'change image size', 'resize png', 'resize jpg', 'downscale', 'pixel art upscale'],
  method: 'POST',
  cost: 'heavy', // decodes and encodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    { name: 'width', type: 'number', label: 'Width (px)', description: 'Target width in pixels; leave empty to follow the height and the aspect ratio.', required: false, validation: { min: 1, max: 10_000, step: 1 } },
    { name: 'height', type: 'number', label: 'Height (px)', description: 'Target height in pixels; leave empty to follow the width and the aspect ratio.', required: false, validation: { min: 1, max: 10_000, step: 1 } },
    { name: 'percent', type: 'number', label: 'Or scale (%)', description: 'Scale both sides by this percentage instead of giving a width or height.', required: false, validation: { min: 1, max: 1000 } },
    {
      name: 'fit',
      type: 'select',
      label: 'Fit',
      description: 'When both width and height are given: how the image goes into that box.',
      required: false,
      defaultValue: 'inside',
      options: [
        { value: 'inside', label: 'Fit inside (keep ratio)', description: 'The result is at most the box' },
        { value: 'contain', label: 'Pad to box', description: 'Keep ratio, pad with transparency to exactly the box' },
        { value: 'cover', label: 'Fill box (crop)', description: 'Keep ratio, cover the box and crop the overflow' },
        { value: 'fill', label: 'Stretch', description: 'Exactly the box, ratio not kept' },
      ],
    },
    {
      name: 'filter',
      type: 'select',
      label: 'Resampling',
      description: 'Lanczos3 is sharpest for photos; nearest keeps hard pixel edges (pixel art, QR codes).',
      required: false,
      defaultValue: 'lanczos3',
      options: [
        { value: 'lanczos3', label: 'Lanczos3' },
        { value: 'bicubic', label: 'Bicubic' },
        { value: 'bilinear', label: 'Bilinear' },
        { value: 'nearest', label: 'Nearest neighbour' },
      ],
      group: 'advanced',
    },
    formatParameter,
    { ...qualityParameter, group: 'advanced' },
  ],
  outputDescription: 'The resized image (Base64) with its media type, extension, size in pixels and bytes, and the original size.',
  outputSchema: {
    type: 'object',
    properties: {
      ...imageOutputProperties,
      originalWidth: { type: 'integer', minimum: 1 },
      originalHeight: { type: 'integer', minimum: 1 },
    },
    required: [...IMAGE_OUTPUT_REQUIRED, 'originalWidth', 'originalHeight'],
    additionalProperties: false,
  },
  primaryOutput: 'image',
  display: imageDisplay,
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', width: 4, filter: 'nearest', format: 'png' },
    output: {
      image: 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAFElEQVR4XmP4z8DwH4SBqAGM0QUA8EgN9S0tXc0AAAAASUVORK5CYII=',
      mediaType: 'image/png',
      extension: 'png',
      width: 4,
      height: 2,
      size: 77,
      originalWidth: 2,
      originalHeight: 1,
    },
    description: 'Double a 2×1 image with hard pixel edges; the height follows the ratio.',
  },
  relatedTools: ['image-cropper', 'image-compressor', 'image-converter'],
  aiInstructions: 'Give width, height or percent. With only one side the other follows the aspect ratio. Use filter "nearest" for pixel art and QR codes.',
});
