import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { dataUrl, gradient, pngOf } from '../../_test/images.js';

type Out = { colors: string[]; shares: { color: string; percent: number }[]; average: string | null };

function flag(): Buffer {
  // 60% green, 30% white, 10% red stripes, written by pngjs
  const png = new PNG({ width: 100, height: 10 });
  for (let y = 0; y < 10; y++) for (let x = 0; x < 100; x++) png.data.set(x < 60 ? [0, 128, 0, 255] : x < 90 ? [255, 255, 255, 255] : [255, 0, 0, 255], (y * 100 + x) * 4);
  return PNG.sync.write(png);
}

describe('image-color-palette', () => {
  itReproducesItsExample(tool);

  it('finds flat colours with their exact shares', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(flag()), count: 3 });
    expect(out.shares).toEqual([{ color: '#008000', percent: 60 }, { color: '#ffffff', percent: 30 }, { color: '#ff0000', percent: 10 }]);
    // average: 0.6·(0,128,0) + 0.3·(255,255,255) + 0.1·(255,0,0)
    expect(out.average).toBe('#66994d');
  });

  it('handles a large gradient and ignores transparent pixels', async () => {
    const out = await runOk<Out>(tool, { image: dataUrl(pngOf(gradient(600, 400))), count: 8 });
    expect(out.colors.length).toBeGreaterThan(3);
    expect(out.shares.reduce((s, c) => s + c.percent, 0)).toBeCloseTo(100, 0);
  });

  it('rejects a fully transparent image', async () => {
    const clear = new PNG({ width: 4, height: 4 });
    expect(await runError(tool, { image: dataUrl(PNG.sync.write(clear)) }, 'INVALID_INPUT')).toMatch(/transparent/);
  });
});
