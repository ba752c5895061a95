import { defineTool, failure, parseFileValue, success } from '@ctp/core';
import { readImageHeader } from '../../_shared/image-header.js';
import definition from './definition.js';

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export default defineTool(definition, (params) => {
  const file = parseFileValue(params.image);
  if ('error' in file) return failure('INVALID_INPUT', `The image ${file.error}.`);
  const bytes = file.bytes();
  const header = readImageHeader(bytes);
  if (typeof header === 'string') return failure('INVALID_INPUT', `This file cannot be read as an image: ${header}. Try file-type-detector to see what it is.`);
  const { width, height } = header;
  const d = width && height ? gcd(width, height) : 0;
  return success({
    format: header.format,
    mediaType: header.mediaType,
    width,
    height,
    aspectRatio: d ? `${width / d}:${height / d}` : null,
    megapixels: Math.round((width * height) / 10_000) / 100,
    bitDepth: header.bitDepth ?? null,
    colorType: header.colorType ?? null,
    hasAlpha: header.hasAlpha ?? null,
    animated: header.animated ?? false,
    frames: header.frames ?? null,
    interlaced: header.interlaced ?? false,
    progressive: header.progressive ?? false,
    fileSize: bytes.length,
    notes: header.notes ?? [],
  });
});
