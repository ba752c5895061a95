/**
 * What the raster image tools share: the image file parameter, the output format and quality
 * parameters (typed literally), the output schema fields of a produced image and the display hint
 * that shows it with a real download, and load/finish helpers with the catalog's error codes.
 */
import { bytesToBase64, failure, parseFileValue, type ToolResult } from '@ctp/core';
import { defineParameter } from './byte-io.js';
import type { RgbaImage } from './image-codec.js';
import type { ImageHeader } from './image-header.js';

export const MAX_IMAGE_BYTES = 26_214_400;

export const imageParameter = defineParameter({
  name: 'image',
  type: 'file',
  label: 'Image',
  description: 'The image: PNG, JPEG, GIF (first frame), BMP, ICO or TIFF, at most 25 MiB and 40 megapixels.',
  required: true,
  validation: { maxSize: MAX_IMAGE_BYTES, accept: ['image/*'] },
});

export const formatParameter = defineParameter({
  name: 'format',
  type: 'select',
  label: 'Output format',
  description: 'The format to write: the input\'s own (when it can be written), PNG, JPEG, GIF, BMP, TIFF or ICO.',
  required: false,
  defaultValue: 'same',
  options: [
    { value: 'same', label: 'Same as input' },
    { value: 'png', label: 'PNG' },
    { value: 'jpeg', label: 'JPEG' },
    { value: 'gif', label: 'GIF' },
    { value: 'bmp', label: 'BMP' },
    { value: 'tiff', label: 'TIFF' },
    { value: 'ico', label: 'ICO' },
  ],
});

export const qualityParameter = defineParameter({
  name: 'quality',
  type: 'number',
  label: 'JPEG quality',
  description: 'JPEG quality from 1 (smallest file) to 100 (best); 85 is a good default for photos.',
  required: false,
  defaultValue: 85,
  validation: { min: 1, max: 100, step: 1 },
});

/** Output schema properties of a produced image (merge into the tool's own). */
export const imageOutputProperties = {
  image: { type: 'string', contentEncoding: 'base64', description: 'The resulting image file (Base64).' },
  mediaType: { type: 'string', description: 'Its media type, e.g. image/png.' },
  extension: { type: 'string', description: 'Its usual file extension without the dot.' },
  width: { type: 'integer', minimum: 1, description: 'Width in pixels.' },
  height: { type: 'integer', minimum: 1, description: 'Height in pixels.' },
  size: { type: 'integer', minimum: 0, description: 'Size of the file in bytes.' },
} as const;

export const IMAGE_OUTPUT_REQUIRED = ['image', 'mediaType', 'extension', 'width', 'height', 'size'] as const;

export const imageDisplay = { image: { as: 'image', mediaTypeField: 'mediaType', extensionField: 'extension' } } as const;

export type Loaded = { ok: true; image: RgbaImage; header: ImageHeader; bytes: number } | { ok: false; result: ToolResult<never> };

export async function loadImage(value: string): Promise<Loaded> {
  const parsed = parseFileValue(value);
  if ('error' in parsed) return { ok: false, result: failure('INVALID_INPUT', `The image ${parsed.error}.`) };
  const { decodeImage } = await import('./image-codec.js');
  const decoded = await decodeImage(parsed.bytes());
  if (!decoded.ok) return { ok: false, result: failure(decoded.code, decoded.message) };
  return { ok: true, image: decoded.image, header: decoded.header, bytes: parsed.size };
}

type Format = 'same' | 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'ico';

/** The format to write: "same" keeps the input's when it can be written, else PNG. */
export function outputFormatFor(choice: Format, input: ImageHeader): 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'ico' {
  if (choice !== 'same') return choice;
  const f = input.format;
  return f === 'png' || f === 'jpeg' || f === 'gif' || f === 'bmp' || f === 'tiff' || f === 'ico' ? f : 'png';
}

/** Encodes and describes the result image. */
export async function finishImage(image: RgbaImage, format: 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'ico', quality = 85) {
  const { encodeImage, OUTPUT_MEDIA } = await import('./image-codec.js');
  if (format === 'ico' && (image.width > 256 || image.height > 256)) {
    const { resize } = await import('./image-ops.js');
    image = resize(image, 256, 256, 'inside');
  }
  const bytes = await encodeImage(image, format, { quality });
  return { image: bytesToBase64(bytes), ...OUTPUT_MEDIA[format], width: image.width, height: image.height, size: bytes.length };
}
