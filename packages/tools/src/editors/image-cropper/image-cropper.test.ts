import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool } from '../../_test/harness.js';
import { dataUrl, gradient, pixel, pngOf, readPng } from '../../_test/images.js';

type Out = { image: string; width: number; height: number; left: number; top: number };
const source = gradient(40, 20);
const crop = (input: Record<string, unknown>) => runOk<Out>(tool, { image: dataUrl(pngOf(source)), ...input });

describe('image-cropper', () => {
  itReproducesItsExample(tool);

  it('keeps exactly the pixels of the rectangle', async () => {
    const out = await crop({ left: 10, top: 5, width: 7, height: 3 });
    const png = readPng(out.image);
    expect([png.width, png.height]).toEqual([7, 3]);
    for (const [x, y] of [[0, 0], [6, 2], [3, 1]] as const) expect(pixel(png, x, y)).toEqual(pixel(source, x + 10, y + 5));
  });

  it('crops to a centred aspect ratio and clips rectangles to the image', async () => {
    const square = await crop({ mode: 'ratio', ratio: '1:1' });
    expect([square.width, square.height, square.left, square.top]).toEqual([20, 20, 10, 0]);
    const wide = await crop({ mode: 'ratio', ratio: '16:9' });
    expect([wide.width, wide.height]).toEqual([36, 20]);
    const clipped = await runTool(tool, { image: dataUrl(pngOf(source)), left: 30, width: 50 });
    expect(clipped.data.width).toBe(10);
    expect(clipped.metadata?.warnings?.[0]).toMatch(/clipped/);
  });

  it('trims a uniform border', async () => {
    const png = new PNG({ width: 30, height: 20 });
    png.data.fill(255);
    for (let y = 4; y < 9; y++) for (let x = 6; x < 20; x++) png.data.set([0, 0, 0, 255], (y * 30 + x) * 4);
    const out = await runOk<Out>(tool, { image: dataUrl(PNG.sync.write(png)), mode: 'trim' });
    expect([out.left, out.top, out.width, out.height]).toEqual([6, 4, 14, 5]);
  });

  it('rejects rectangles outside the image and blank trims', async () => {
    expect(await runError(tool, { image: dataUrl(pngOf(source)), left: 40 }, 'INVALID_INPUT')).toMatch(/outside/);
    const blank = new PNG({ width: 5, height: 5 });
    blank.data.fill(255);
    expect(await runError(tool, { image: dataUrl(PNG.sync.write(blank)), mode: 'trim' }, 'INVALID_INPUT')).toMatch(/nothing to keep/);
    await runError(tool, { image: dataUrl(pngOf(source)), mode: 'ratio', ratio: 'wide' }, 'CONSTRAINT_VIOLATION');
  });
});
