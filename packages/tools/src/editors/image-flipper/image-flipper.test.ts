import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng } from '../../_test/images.js';

type Out = { image: string; width: number; height: number; mediaType: string };
const source = gradient(6, 4);
const flip = (direction: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { image: dataUrl(pngOf(source)), direction, ...extra });

describe('image-flipper', () => {
  itReproducesItsExample(tool);

  it('mirrors each way and twice is the identity', async () => {
    const h = readPng((await flip('horizontal')).image);
    expect(pixel(h, 5, 1)).toEqual(pixel(source, 0, 1));
    const v = readPng((await flip('vertical')).image);
    expect(pixel(v, 2, 3)).toEqual(pixel(source, 2, 0));
    const both = readPng((await flip('both')).image);
    expect(pixel(both, 5, 3)).toEqual(pixel(source, 0, 0));
    const twice = readPng((await runOk<Out>(tool, { image: dataUrl(Buffer.from((await flip('horizontal')).image, 'base64')), direction: 'horizontal' })).image);
    expect(Buffer.from(twice.data).equals(Buffer.from(source.data))).toBe(true);
  });

  it('keeps the format or writes another, on a large image', async () => {
    expect((await flip('vertical', { format: 'bmp' })).mediaType).toBe('image/bmp');
    const big = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(700, 500, false))), direction: 'both' });
    expect([big.width, big.height]).toEqual([700, 500]);
  });

  it('rejects what is not an image', async () => {
    await runError(tool, { direction: 'vertical' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { image: dataUrl(Buffer.from('%PDF-1.4')) }, 'INVALID_INPUT')).toMatch(/not an image/);
  });
});
