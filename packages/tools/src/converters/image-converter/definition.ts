import { defineDefinition } from '@ctp/core';
import { IMAGE_OUTPUT_REQUIRED, imageDisplay, imageOutputProperties, imageParameter, qualityParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-converter',
  name: 'Image Format Converter',
  description:
    'Convert an image between PNG, JPEG, GIF, BMP, TIFF and ICO in the browser, without uploading it. Transparency is kept where the target has it (PNG, GIF, BMP, TIFF, ICO) and flattened onto a background colour for JPEG; JPEG quality is adjustable. Reads PNG (any bit depth, palette, 16-bit), JPEG, GIF (first frame), BMP, ICO and TIFF. WebP, AVIF and HEIC need WebAssembly codecs and are not supported. Up to 25 MiB and 40 megapixels.',
  category: 'converters',
  tags: ['image', 'convert', 'png', 'jpeg'],
  keywords: ['png to jpg', 'jpg to png', 'image converter', 'convert image', 'bmp to png', 'gif to png', 'tiff to png', 'png to ico', 'png to bmp', 'jpeg to png', 'image format'],
  method: 'POST',
  cost: 'heavy', // decodes and encodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    {
      name: 'format',
      type: 'select',
      label: 'Convert to',
      description: 'The target format.',
      required: false,
      defaultValue: 'png',
      options: [
        { value: 'png', label: 'PNG' },
        { value: 'jpeg', label: 'JPEG' },
        { value: 'gif', label: 'GIF (256 colours)' },
        { value: 'bmp', label: 'BMP' },
        { value: 'tiff', label: 'TIFF' },
        { value: 'ico', label: 'ICO (at most 256×256)' },
      ],
    },
    { ...qualityParameter, dependsOn: [{ field: 'format', condition: 'equals', value: 'jpeg' }] },
    {
      name: 'background',
      type: 'color',
      label: 'Background',
      description: 'JPEG has no transparency: transparent pixels are blended onto this colour.',
      required: false,
      defaultValue: '#ffffff',
      dependsOn: [{ field: 'format', condition: 'equals', value: 'jpeg' }],
    },
  ],
  outputDescription: 'The converted image (Base64) with its media type, extension, size in pixels and bytes, and the input format.',
  outputSchema: {
    type: 'object',
    properties: {
      ...imageOutputProperties,
      inputFormat: { type: 'string', description: 'The format the input was read as.' },
      inputSize: { type: 'integer', minimum: 0, description: 'Size of the input file in bytes.' },
    },
    required: [...IMAGE_OUTPUT_REQUIRED, 'inputFormat', 'inputSize'],
    additionalProperties: false,
  },
  primaryOutput: 'image',
  display: imageDisplay,
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', format: 'bmp' },
    output: {
      image: 'Qk2CAAAAAAAAAHoAAABsAAAAAgAAAAEAAAABACAAAwAAAAgAAAATCwAAEwsAAAAAAAAAAAAAAAD/AAD/AAD/AAAAAAAA/0JHUnMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP///wAAgA==',
      mediaType: 'image/bmp',
      extension: 'bmp',
      width: 2,
      height: 1,
      size: 130,
      inputFormat: 'png',
      inputSize: 74,
    },
    description: 'A 2×1 PNG (red, half-transparent blue) as a 32-bit BMP that keeps the alpha.',
  },
  relatedTools: ['image-resizer', 'image-compressor', 'favicon-generator', 'base64-file-encoder'],
  aiInstructions: 'Pass the image as base64 or a data: URL in "image". The result "image" is base64 of the new file; "mediaType" and "extension" name it. For WebP/AVIF input, explain that they are not supported here.',
});
