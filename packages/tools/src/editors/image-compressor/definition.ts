import { defineDefinition } from '@ctp/core';
import { imageParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-compressor',
  name: 'Image Compressor',
  description:
    'Make an image file smaller in the browser without uploading it: JPEG re-encoded at a chosen quality, PNG reduced to a palette of 2–256 colours (like TinyPNG/pngquant, transparency kept), optionally scaled down to a maximum width or height first. Metadata is dropped. Shows the sizes before and after; if the result would be larger, the original is kept. PNG, JPEG, GIF, BMP, ICO, TIFF in; JPEG or PNG out. Up to 25 MiB and 40 megapixels.',
  category: 'editors',
  tags: ['image', 'compress', 'optimize', 'jpeg', 'png'],
  keywords: ['compress image', 'reduce image size', 'image optimizer', 'compress jpeg', 'compress png', 'tinypng', 'pngquant', 'shrink photo', 'image file size', 'optimize for web'],
  method: 'POST',
  cost: 'heavy', // decodes and encodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    {
      name: 'format',
      type: 'select',
      label: 'Output',
      description: 'JPEG suits photos; PNG with fewer colours suits graphics, screenshots and images with transparency. "auto" keeps JPEG as JPEG and everything else as PNG.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Auto' },
        { value: 'jpeg', label: 'JPEG' },
        { value: 'png', label: 'PNG (palette)' },
      ],
    },
    { name: 'quality', type: 'number', label: 'JPEG quality', description: '1–100; 75 usually looks the same as the original at a fraction of the size.', required: false, defaultValue: 75, validation: { min: 1, max: 100, step: 1 } },
    { name: 'colors', type: 'number', label: 'PNG colours', description: 'Palette size for PNG (2–256); fewer colours, smaller file.', required: false, defaultValue: 256, validation: { min: 2, max: 256, step: 1 } },
    { name: 'maxSize', type: 'number', label: 'Max width/height (px)', description: 'Scale the image down so neither side exceeds this (aspect ratio kept); empty keeps the size.', required: false, validation: { min: 16, max: 10_000, step: 1 } },
  ],
  outputDescription: 'The compressed image (Base64) with its media type, extension, size in pixels and bytes, and the saving.',
  outputSchema: {
    type: 'object',
    properties: {
      image: { type: 'string', contentEncoding: 'base64', description: 'The compressed image (or the original when compressing did not help).' },
      mediaType: { type: 'string' },
      extension: { type: 'string' },
      width: { type: 'integer', minimum: 1 },
      height: { type: 'integer', minimum: 1 },
      originalSize: { type: 'integer', minimum: 0 },
      size: { type: 'integer', minimum: 0 },
      savedPercent: { type: 'number', description: 'Bytes saved in percent (0 when the original was kept).' },
      keptOriginal: { type: 'boolean' },
    },
    required: ['image', 'mediaType', 'extension', 'width', 'height', 'originalSize', 'size', 'savedPercent', 'keptOriginal'],
    additionalProperties: false,
  },
  primaryOutput: 'image',
  display: { image: { as: 'image', mediaTypeField: 'mediaType', extensionField: 'extension' } },
  example: { input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', colors: 2 }, output: {"image": "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=", "mediaType": "image/png", "extension": "png", "width": 2, "height": 1, "originalSize": 74, "size": 74, "savedPercent": 0, "keptOriginal": true}, description: 'A 74-byte PNG cannot get smaller: the original is returned unchanged.' },
  relatedTools: ['image-resizer', 'image-converter', 'exif-remover'],
});
