import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng } from '../../_test/images.js';

type Out = { image: string; width: number; height: number; mediaType: string; originalWidth: number };
const resize = (input: Record<string, unknown>) => runOk<Out>(tool, { image: dataUrl(pngOf(gradient(40, 20))), ...input });

describe('image-resizer', () => {
  itReproducesItsExample(tool);

  it('keeps the aspect ratio for one side, a percentage or a box', async () => {
    expect([(await resize({ width: 20 })).height, (await resize({ height: 5 })).width]).toEqual([10, 10]);
    const half = await resize({ percent: 50 });
    expect([half.width, half.height]).toEqual([20, 10]);
    const inside = await resize({ width: 30, height: 30 });
    expect([inside.width, inside.height]).toEqual([30, 15]);
    const contain = await resize({ width: 30, height: 30, fit: 'contain' });
    expect([contain.width, contain.height]).toEqual([30, 30]);
    expect(pixel(readPng(contain.image), 15, 2)[3]).toBe(0); // padding is transparent
    const cover = await resize({ width: 30, height: 30, fit: 'cover' });
    expect([cover.width, cover.height]).toEqual([30, 30]);
    const fill = await resize({ width: 7, height: 33, fit: 'fill' });
    expect([fill.width, fill.height]).toEqual([7, 33]);
  });

  it('averages colours when shrinking, like a box filter on flat areas', async () => {
    // two flat halves, red and blue: the shrunken halves keep their colours exactly
    const png = new PNG({ width: 64, height: 8 });
    for (let i = 0; i < 64 * 8; i++) png.data.set((i % 64) < 32 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
    for (const filter of ['lanczos3', 'bicubic', 'bilinear', 'nearest']) {
      const out = readPng((await runOk<Out>(tool, { image: dataUrl(PNG.sync.write(png)), width: 8, filter })).image);
      expect(pixel(out, 0, 0), filter).toEqual([255, 0, 0, 255]);
      expect(pixel(out, 7, 0), filter).toEqual([0, 0, 255, 255]);
    }
  });

  it('handles a 1-pixel image, a large enlargement and output formats', async () => {
    const one = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(1, 1, false))), width: 500, filter: 'nearest' });
    expect([one.width, one.height]).toEqual([500, 500]);
    expect((await resize({ width: 10, format: 'jpeg' })).mediaType).toBe('image/jpeg');
  });

  it('rejects missing sizes and outputs over the limit', async () => {
    expect(await runError(tool, { image: dataUrl(pngOf(gradient(4, 4))) }, 'INVALID_INPUT')).toMatch(/width, a height/);
    expect(await runError(tool, { image: dataUrl(pngOf(gradient(40, 4))), height: 2000 }, 'CONSTRAINT_VIOLATION')).toMatch(/20000×2000/);
    await runError(tool, { image: dataUrl(pngOf(gradient(4, 4))), width: 0 }, 'CONSTRAINT_VIOLATION');
  });
});
