/// <reference path="../../_shared/image-libs.d.ts" />
import { defineTool, failure, success } from '@ctp/core';
import { loadImage } from '../../_shared/image-tool.js';
import definition from './definition.js';
import { loadGifenc } from '../../_shared/gifenc.js';

const SAMPLE = 250_000;
const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  let image = loaded.image;
  if (image.width * image.height > SAMPLE) {
    const { resample } = await import('../../_shared/image-ops.js');
    const f = Math.sqrt(SAMPLE / (image.width * image.height));
    image = resample(image, Math.max(1, Math.round(image.width * f)), Math.max(1, Math.round(image.height * f)), 'bilinear');
  }
  // 4096 colour bins (rgb444) keep the quantizer fast on photos; dominant colours need no finer bins
  // opaque-enough pixels only: fully or mostly transparent ones are not part of the picture
  const opaque: number[] = [];
  let sr = 0, sg = 0, sb = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i + 3]! < 128) continue;
    opaque.push(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, 255);
    sr += image.data[i]!;
    sg += image.data[i + 1]!;
    sb += image.data[i + 2]!;
  }
  const n = opaque.length / 4;
  if (n === 0) return failure('INVALID_INPUT', 'The image is fully transparent: it has no colours to measure.');
  const { quantize, applyPalette } = await loadGifenc();
  const data = Uint8Array.from(opaque);
  const palette = quantize(data, params.count, { format: 'rgb444' });
  const index = applyPalette(data, palette, 'rgb444');
  const counts = new Array<number>(palette.length).fill(0);
  for (const i of index) counts[i]!++;
  const shares = palette
    .map((c, i) => ({ color: hex(c[0]!, c[1]!, c[2]!), count: counts[i]! }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || (a.color < b.color ? -1 : 1))
    .map((s) => ({ color: s.color, percent: Math.round((s.count / n) * 10_000) / 100 }));
  return success({ colors: shares.map((s) => s.color), shares, average: hex(sr / n, sg / n, sb / n) });
});
