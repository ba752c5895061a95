import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'image-info',
  name: 'Image Info (Dimensions, Format, Colour)',
  description:
    'Tell an image\'s real format (from its bytes, not its name), width and height, aspect ratio, megapixels, bit depth, colour type (RGB, RGBA, palette, grayscale, CMYK), transparency, animation and frame count, interlacing or progressive encoding, and file size, reading only the headers. Works for PNG/APNG, JPEG, GIF, BMP, ICO/CUR, WebP, AVIF, HEIC, TIFF and SVG, in the browser. Files up to 50 MiB.',
  category: 'analyzers',
  tags: ['image', 'metadata', 'dimensions'],
  keywords: ['image size', 'image dimensions', 'image info', 'picture resolution', 'image width height', 'what format is this image', 'bit depth', 'color type', 'is animated', 'megapixels', 'aspect ratio'],
  method: 'POST',
  cost: 'heavy', // a small file may declare huge dimensions: servers run every call in the worker pool
  parameters: [
    { name: 'image', type: 'file', label: 'Image', description: 'The image file (at most 50 MiB).', required: true, validation: { maxSize: 52_428_800 } },
  ],
  outputDescription: 'The format, media type, dimensions, aspect ratio, colour facts and file size.',
  outputSchema: {
    type: 'object',
    properties: {
      format: { type: 'string', description: 'png, jpeg, gif, bmp, ico, webp, avif, heic, tiff or svg.' },
      mediaType: { type: 'string' },
      width: { type: 'integer', minimum: 0 },
      height: { type: 'integer', minimum: 0 },
      aspectRatio: { type: ['string', 'null'], description: 'Reduced width:height, e.g. 16:9 (null for a zero size).' },
      megapixels: { type: 'number', minimum: 0 },
      bitDepth: { type: ['integer', 'null'], description: 'Bits per channel (PNG, JPEG, TIFF), per pixel (BMP, ICO) or of the palette (GIF).' },
      colorType: { type: ['string', 'null'] },
      hasAlpha: { type: ['boolean', 'null'], description: 'Whether the format stores transparency for this image (null when unknown).' },
      animated: { type: 'boolean' },
      frames: { type: ['integer', 'null'], description: 'Frames (GIF, APNG) or images (ICO) when the header says.' },
      interlaced: { type: 'boolean', description: 'PNG Adam7 interlacing.' },
      progressive: { type: 'boolean', description: 'Progressive JPEG.' },
      fileSize: { type: 'integer', minimum: 0, description: 'Size in bytes.' },
      notes: { type: 'array', items: { type: 'string' }, description: 'Other facts (compression, lossless, orientation…).' },
    },
    required: ['format', 'mediaType', 'width', 'height', 'aspectRatio', 'megapixels', 'bitDepth', 'colorType', 'hasAlpha', 'animated', 'frames', 'interlaced', 'progressive', 'fileSize', 'notes'],
    additionalProperties: false,
  },
  primaryOutput: 'format',
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=' },
    output: { format: 'png', mediaType: 'image/png', width: 2, height: 1, aspectRatio: '2:1', megapixels: 0, bitDepth: 8, colorType: 'RGBA', hasAlpha: true, animated: false, frames: null, interlaced: false, progressive: false, fileSize: 74, notes: [] },
    description: 'A 2×1 RGBA PNG.',
  },
  relatedTools: ['exif-reader', 'file-type-detector', 'image-converter'],
});
